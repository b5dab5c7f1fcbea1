module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x8xcomplex<f32>>, %arg1: tensor<3x5x6xcomplex<f32>>, %arg2: tensor<2x2x4x3xcomplex<f32>>) -> (tensor<2x4x8xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<3x5x6xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<2x2x4x3xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<2x2x4x3xcomplex<f32>> {jax.result_info = "result[3]"}) {
    %0 = call @fft(%arg0) : (tensor<2x4x8xcomplex<f32>>) -> tensor<2x4x8xcomplex<f32>>
    %1 = call @fft_0(%arg1) : (tensor<3x5x6xcomplex<f32>>) -> tensor<3x5x6xcomplex<f32>>
    %2 = call @fft_1(%arg2) : (tensor<2x2x4x3xcomplex<f32>>) -> tensor<2x2x4x3xcomplex<f32>>
    %3 = call @fft_2(%arg2) : (tensor<2x2x4x3xcomplex<f32>>) -> tensor<2x2x4x3xcomplex<f32>>
    %4 = stablehlo.transpose %3, dims = [2, 3, 0, 1] : (tensor<2x2x4x3xcomplex<f32>>) -> tensor<4x3x2x2xcomplex<f32>>
    %5 = call @fft_3(%4) : (tensor<4x3x2x2xcomplex<f32>>) -> tensor<4x3x2x2xcomplex<f32>>
    %6 = stablehlo.transpose %5, dims = [2, 3, 0, 1] : (tensor<4x3x2x2xcomplex<f32>>) -> tensor<2x2x4x3xcomplex<f32>>
    return %0, %1, %2, %6 : tensor<2x4x8xcomplex<f32>>, tensor<3x5x6xcomplex<f32>>, tensor<2x2x4x3xcomplex<f32>>, tensor<2x2x4x3xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<2x4x8xcomplex<f32>>) -> tensor<2x4x8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [2, 4, 8] : (tensor<2x4x8xcomplex<f32>>) -> tensor<2x4x8xcomplex<f32>>
    return %0 : tensor<2x4x8xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<3x5x6xcomplex<f32>>) -> tensor<3x5x6xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [3, 5, 6] : (tensor<3x5x6xcomplex<f32>>) -> tensor<3x5x6xcomplex<f32>>
    return %0 : tensor<3x5x6xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<2x2x4x3xcomplex<f32>>) -> tensor<2x2x4x3xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [2, 4, 3] : (tensor<2x2x4x3xcomplex<f32>>) -> tensor<2x2x4x3xcomplex<f32>>
    return %0 : tensor<2x2x4x3xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<2x2x4x3xcomplex<f32>>) -> tensor<2x2x4x3xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4, 3] : (tensor<2x2x4x3xcomplex<f32>>) -> tensor<2x2x4x3xcomplex<f32>>
    return %0 : tensor<2x2x4x3xcomplex<f32>>
  }
  func.func private @fft_3(%arg0: tensor<4x3x2x2xcomplex<f32>>) -> tensor<4x3x2x2xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [2, 2] : (tensor<4x3x2x2xcomplex<f32>>) -> tensor<4x3x2x2xcomplex<f32>>
    return %0 : tensor<4x3x2x2xcomplex<f32>>
  }
}

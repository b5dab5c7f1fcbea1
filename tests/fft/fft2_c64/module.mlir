module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xcomplex<f32>>, %arg1: tensor<2x3x5xcomplex<f32>>, %arg2: tensor<6x12xcomplex<f32>>, %arg3: tensor<1x7xcomplex<f32>>) -> (tensor<4x8xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<2x3x5xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<6x12xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<1x7xcomplex<f32>> {jax.result_info = "result[3]"}) {
    %0 = call @fft(%arg0) : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
    %1 = call @fft_0(%arg1) : (tensor<2x3x5xcomplex<f32>>) -> tensor<2x3x5xcomplex<f32>>
    %2 = call @fft_1(%arg2) : (tensor<6x12xcomplex<f32>>) -> tensor<6x12xcomplex<f32>>
    %3 = call @fft_2(%arg3) : (tensor<1x7xcomplex<f32>>) -> tensor<1x7xcomplex<f32>>
    return %0, %1, %2, %3 : tensor<4x8xcomplex<f32>>, tensor<2x3x5xcomplex<f32>>, tensor<6x12xcomplex<f32>>, tensor<1x7xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4, 8] : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
    return %0 : tensor<4x8xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<2x3x5xcomplex<f32>>) -> tensor<2x3x5xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [3, 5] : (tensor<2x3x5xcomplex<f32>>) -> tensor<2x3x5xcomplex<f32>>
    return %0 : tensor<2x3x5xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<6x12xcomplex<f32>>) -> tensor<6x12xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [6, 12] : (tensor<6x12xcomplex<f32>>) -> tensor<6x12xcomplex<f32>>
    return %0 : tensor<6x12xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<1x7xcomplex<f32>>) -> tensor<1x7xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [1, 7] : (tensor<1x7xcomplex<f32>>) -> tensor<1x7xcomplex<f32>>
    return %0 : tensor<1x7xcomplex<f32>>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x12xf32>, %arg1: tensor<2x7xf32>, %arg2: tensor<5x4xf32>) -> (tensor<3x12xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<2x7xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<5x4xcomplex<f32>> {jax.result_info = "result[2]"}) {
    %0 = call @fft(%arg0) : (tensor<3x12xf32>) -> tensor<3x12xcomplex<f32>>
    %1 = call @fft_0(%arg1) : (tensor<2x7xf32>) -> tensor<2x7xcomplex<f32>>
    %2 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<5x4xf32>) -> tensor<4x5xf32>
    %3 = call @fft_1(%2) : (tensor<4x5xf32>) -> tensor<4x5xcomplex<f32>>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<4x5xcomplex<f32>>) -> tensor<5x4xcomplex<f32>>
    return %0, %1, %4 : tensor<3x12xcomplex<f32>>, tensor<2x7xcomplex<f32>>, tensor<5x4xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<3x12xf32>) -> tensor<3x12xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<3x12xf32>) -> tensor<3x12xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [12] : (tensor<3x12xcomplex<f32>>) -> tensor<3x12xcomplex<f32>>
    return %1 : tensor<3x12xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<2x7xf32>) -> tensor<2x7xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<2x7xf32>) -> tensor<2x7xcomplex<f32>>
    %1 = stablehlo.fft %0, type = IFFT, length = [7] : (tensor<2x7xcomplex<f32>>) -> tensor<2x7xcomplex<f32>>
    return %1 : tensor<2x7xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<4x5xf32>) -> tensor<4x5xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<4x5xf32>) -> tensor<4x5xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [5] : (tensor<4x5xcomplex<f32>>) -> tensor<4x5xcomplex<f32>>
    return %1 : tensor<4x5xcomplex<f32>>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x12xf64>, %arg1: tensor<2x7xf64>, %arg2: tensor<5x4xf64>) -> (tensor<3x12xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<2x7xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<5x4xcomplex<f64>> {jax.result_info = "result[2]"}) {
    %0 = call @fft(%arg0) : (tensor<3x12xf64>) -> tensor<3x12xcomplex<f64>>
    %1 = call @fft_0(%arg1) : (tensor<2x7xf64>) -> tensor<2x7xcomplex<f64>>
    %2 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<5x4xf64>) -> tensor<4x5xf64>
    %3 = call @fft_1(%2) : (tensor<4x5xf64>) -> tensor<4x5xcomplex<f64>>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<4x5xcomplex<f64>>) -> tensor<5x4xcomplex<f64>>
    return %0, %1, %4 : tensor<3x12xcomplex<f64>>, tensor<2x7xcomplex<f64>>, tensor<5x4xcomplex<f64>>
  }
  func.func private @fft(%arg0: tensor<3x12xf64>) -> tensor<3x12xcomplex<f64>> {
    %0 = stablehlo.convert %arg0 : (tensor<3x12xf64>) -> tensor<3x12xcomplex<f64>>
    %1 = stablehlo.fft %0, type = FFT, length = [12] : (tensor<3x12xcomplex<f64>>) -> tensor<3x12xcomplex<f64>>
    return %1 : tensor<3x12xcomplex<f64>>
  }
  func.func private @fft_0(%arg0: tensor<2x7xf64>) -> tensor<2x7xcomplex<f64>> {
    %0 = stablehlo.convert %arg0 : (tensor<2x7xf64>) -> tensor<2x7xcomplex<f64>>
    %1 = stablehlo.fft %0, type = IFFT, length = [7] : (tensor<2x7xcomplex<f64>>) -> tensor<2x7xcomplex<f64>>
    return %1 : tensor<2x7xcomplex<f64>>
  }
  func.func private @fft_1(%arg0: tensor<4x5xf64>) -> tensor<4x5xcomplex<f64>> {
    %0 = stablehlo.convert %arg0 : (tensor<4x5xf64>) -> tensor<4x5xcomplex<f64>>
    %1 = stablehlo.fft %0, type = FFT, length = [5] : (tensor<4x5xcomplex<f64>>) -> tensor<4x5xcomplex<f64>>
    return %1 : tensor<4x5xcomplex<f64>>
  }
}

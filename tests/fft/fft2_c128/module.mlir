module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xcomplex<f64>>, %arg1: tensor<2x3x5xcomplex<f64>>, %arg2: tensor<6x12xcomplex<f64>>, %arg3: tensor<1x7xcomplex<f64>>) -> (tensor<4x8xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<2x3x5xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<6x12xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<1x7xcomplex<f64>> {jax.result_info = "result[3]"}) {
    %0 = call @fft(%arg0) : (tensor<4x8xcomplex<f64>>) -> tensor<4x8xcomplex<f64>>
    %1 = call @fft_0(%arg1) : (tensor<2x3x5xcomplex<f64>>) -> tensor<2x3x5xcomplex<f64>>
    %2 = call @fft_1(%arg2) : (tensor<6x12xcomplex<f64>>) -> tensor<6x12xcomplex<f64>>
    %3 = call @fft_2(%arg3) : (tensor<1x7xcomplex<f64>>) -> tensor<1x7xcomplex<f64>>
    return %0, %1, %2, %3 : tensor<4x8xcomplex<f64>>, tensor<2x3x5xcomplex<f64>>, tensor<6x12xcomplex<f64>>, tensor<1x7xcomplex<f64>>
  }
  func.func private @fft(%arg0: tensor<4x8xcomplex<f64>>) -> tensor<4x8xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4, 8] : (tensor<4x8xcomplex<f64>>) -> tensor<4x8xcomplex<f64>>
    return %0 : tensor<4x8xcomplex<f64>>
  }
  func.func private @fft_0(%arg0: tensor<2x3x5xcomplex<f64>>) -> tensor<2x3x5xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [3, 5] : (tensor<2x3x5xcomplex<f64>>) -> tensor<2x3x5xcomplex<f64>>
    return %0 : tensor<2x3x5xcomplex<f64>>
  }
  func.func private @fft_1(%arg0: tensor<6x12xcomplex<f64>>) -> tensor<6x12xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [6, 12] : (tensor<6x12xcomplex<f64>>) -> tensor<6x12xcomplex<f64>>
    return %0 : tensor<6x12xcomplex<f64>>
  }
  func.func private @fft_2(%arg0: tensor<1x7xcomplex<f64>>) -> tensor<1x7xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [1, 7] : (tensor<1x7xcomplex<f64>>) -> tensor<1x7xcomplex<f64>>
    return %0 : tensor<1x7xcomplex<f64>>
  }
}

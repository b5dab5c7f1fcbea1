module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1009xcomplex<f64>>, %arg1: tensor<1024xf64>) -> (tensor<1009xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<513xcomplex<f64>> {jax.result_info = "result[1]"}) {
    %0 = call @fft(%arg0) : (tensor<1009xcomplex<f64>>) -> tensor<1009xcomplex<f64>>
    %1 = call @fft_0(%arg1) : (tensor<1024xf64>) -> tensor<513xcomplex<f64>>
    return %0, %1 : tensor<1009xcomplex<f64>>, tensor<513xcomplex<f64>>
  }
  func.func private @fft(%arg0: tensor<1009xcomplex<f64>>) -> tensor<1009xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [1009] : (tensor<1009xcomplex<f64>>) -> tensor<1009xcomplex<f64>>
    return %0 : tensor<1009xcomplex<f64>>
  }
  func.func private @fft_0(%arg0: tensor<1024xf64>) -> tensor<513xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [1024] : (tensor<1024xf64>) -> tensor<513xcomplex<f64>>
    return %0 : tensor<513xcomplex<f64>>
  }
}

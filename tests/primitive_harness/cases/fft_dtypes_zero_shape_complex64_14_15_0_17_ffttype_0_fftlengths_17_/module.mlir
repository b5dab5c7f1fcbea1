module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<14x15x0x17xcomplex<f32>>) -> (tensor<14x15x0x17xcomplex<f32>> {jax.result_info = "result"}) {
    %0 = stablehlo.fft %arg0, type = FFT, length = [17] : (tensor<14x15x0x17xcomplex<f32>>) -> tensor<14x15x0x17xcomplex<f32>>
    return %0 : tensor<14x15x0x17xcomplex<f32>>
  }
}

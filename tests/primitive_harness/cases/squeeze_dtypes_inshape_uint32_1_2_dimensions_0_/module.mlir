module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x2xui32>) -> (tensor<2xui32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<1x2xui32>) -> tensor<2xui32>
    return %0 : tensor<2xui32>
  }
}

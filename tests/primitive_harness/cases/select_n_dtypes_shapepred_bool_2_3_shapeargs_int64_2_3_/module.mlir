module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xi1>, %arg1: tensor<2x3xi64>, %arg2: tensor<2x3xi64>) -> (tensor<2x3xi64> {jax.result_info = "result"}) {
    %0 = stablehlo.select %arg0, %arg2, %arg1 : tensor<2x3xi1>, tensor<2x3xi64>
    return %0 : tensor<2x3xi64>
  }
}

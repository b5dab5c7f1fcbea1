module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i1>, %arg1: tensor<i1>) -> (tensor<i1> {jax.result_info = "result"}) {
    %0 = stablehlo.compare EQ, %arg0, %arg1, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    return %0 : tensor<i1>
  }
}

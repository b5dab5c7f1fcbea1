module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xi1>) -> (tensor<3x2xi1> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<2x3xi1>) -> tensor<3x2xi1>
    return %0 : tensor<3x2xi1>
  }
}

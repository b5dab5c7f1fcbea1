module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20x20xi32>) -> (tensor<20x20xi32> {jax.result_info = "result"}) {
    return %arg0 : tensor<20x20xi32>
  }
}

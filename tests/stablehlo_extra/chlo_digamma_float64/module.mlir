module @jit_digamma attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13xf64>) -> (tensor<13xf64> {jax.result_info = "result"}) {
    %0 = chlo.digamma %arg0 : tensor<13xf64> -> tensor<13xf64>
    return %0 : tensor<13xf64>
  }
}

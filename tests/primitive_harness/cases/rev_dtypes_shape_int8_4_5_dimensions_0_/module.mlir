module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xi8>) -> (tensor<4x5xi8> {jax.result_info = "result"}) {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<4x5xi8>
    return %0 : tensor<4x5xi8>
  }
}

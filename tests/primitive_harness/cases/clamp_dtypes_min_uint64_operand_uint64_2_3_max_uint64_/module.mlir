module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<ui64>, %arg1: tensor<2x3xui64>, %arg2: tensor<ui64>) -> (tensor<2x3xui64> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui64>) -> tensor<2x3xui64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui64>) -> tensor<2x3xui64>
    %2 = stablehlo.clamp %0, %arg1, %1 : tensor<2x3xui64>
    return %2 : tensor<2x3xui64>
  }
}

module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xui64>) -> (tensor<3x5xui64> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<ui64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<ui64>, %arg2: tensor<ui64>):
      %2 = stablehlo.minimum %arg1, %arg2 : tensor<ui64>
      stablehlo.return %2 : tensor<ui64>
    }) : (tensor<4x6xui64>, tensor<ui64>) -> tensor<3x5xui64>
    return %1 : tensor<3x5xui64>
  }
}

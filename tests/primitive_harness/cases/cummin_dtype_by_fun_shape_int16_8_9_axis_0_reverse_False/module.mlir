module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x9xi16>) -> (tensor<8x9xi16> {jax.result_info = "result"}) {
    %0 = call @cummin(%arg0) : (tensor<8x9xi16>) -> tensor<8x9xi16>
    return %0 : tensor<8x9xi16>
  }
  func.func private @cummin(%arg0: tensor<8x9xi16>) -> tensor<8x9xi16> {
    %c = stablehlo.constant dense<32767> : tensor<i16>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i16>) -> tensor<i16>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[7, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 8, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i16>, %arg2: tensor<i16>):
      %2 = stablehlo.minimum %arg1, %arg2 : tensor<i16>
      stablehlo.return %2 : tensor<i16>
    }) : (tensor<8x9xi16>, tensor<i16>) -> tensor<8x9xi16>
    return %1 : tensor<8x9xi16>
  }
}

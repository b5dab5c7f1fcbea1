module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<32x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> (tensor<32x6xf32> {jax.result_info = "result[0]"}, tensor<64xi32> {jax.result_info = "result[1]"}) {
    %0 = call @cumsum(%arg0) : (tensor<32x6xf32>) -> tensor<32x6xf32>
    %1 = call @cumsum_1(%arg1) : (tensor<64xi32>) -> tensor<64xi32>
    return %0, %1 : tensor<32x6xf32>, tensor<64xi32>
  }
  func.func private @cumsum(%arg0: tensor<32x6xf32>) -> tensor<32x6xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<32x6xf32>) -> tensor<32x6xf32>
    return %0 : tensor<32x6xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<32x6xf32>) -> tensor<32x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[31, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 32, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x6xf32>, tensor<f32>) -> tensor<32x6xf32>
    return %1 : tensor<32x6xf32>
  }
  func.func private @cumsum_1(%arg0: tensor<64xi32>) -> tensor<64xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<64xi32>) -> tensor<64xi32>
    return %0 : tensor<64xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<64xi32>) -> tensor<64xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[63, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 64>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
    return %1 : tensor<64xi32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x3x12x12xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}, {}]>}, %arg1: tensor<4x3x3x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}) -> (tensor<8x4x12x12xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x12x12xf32>, tensor<4x3x3x3xf32>) -> tensor<8x4x12x12xf32>
    %1 = call @relu(%0) : (tensor<8x4x12x12xf32>) -> tensor<8x4x12x12xf32>
    return %1 : tensor<8x4x12x12xf32>
  }
  func.func private @relu(%arg0: tensor<8x4x12x12xf32>) -> tensor<8x4x12x12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x12x12xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x4x12x12xf32>
    return %1 : tensor<8x4x12x12xf32>
  }
}

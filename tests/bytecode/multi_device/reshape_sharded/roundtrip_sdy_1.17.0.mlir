module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x4x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}]>}, %arg1: tensor<64x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<32x6xf32> {jax.result_info = "result[0]"}, tensor<8x8x3xf32> {jax.result_info = "result[1]"}, tensor<4x16x3xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<8x4x6xf32>) -> tensor<32x6xf32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x6xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<32x6xf32>
    %3 = stablehlo.reshape %arg1 : (tensor<64x3xf32>) -> tensor<8x8x3xf32>
    %4 = stablehlo.reshape %arg1 : (tensor<64x3xf32>) -> tensor<4x16x3xf32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x3xf32>
    %6 = stablehlo.subtract %4, %5 : tensor<4x16x3xf32>
    return %2, %3, %6 : tensor<32x6xf32>, tensor<8x8x3xf32>, tensor<4x16x3xf32>
  }
}

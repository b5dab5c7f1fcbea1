module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<16x24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<8x4x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}]>}) -> (tensor<24x16xf32> {jax.result_info = "result[0]"}, tensor<6x8x4xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<16x24xf32>) -> tensor<24x16xf32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<24x16xf32>
    %2 = stablehlo.add %0, %1 : tensor<24x16xf32>
    %3 = stablehlo.transpose %arg1, dims = [2, 0, 1] : (tensor<8x4x6xf32>) -> tensor<6x8x4xf32>
    return %2, %3 : tensor<24x16xf32>, tensor<6x8x4xf32>
  }
}

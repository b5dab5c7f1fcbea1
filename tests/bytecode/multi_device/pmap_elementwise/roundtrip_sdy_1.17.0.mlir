module @jit__fun attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x3x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}, %arg1: tensor<8x3x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}) -> (tensor<8x3x4xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"i"}, {}, {}]>, <@mesh, [{"i"}, {}, {}]>] out_shardings=[<@mesh, [{"i"}, {}, {}]>] manual_axes={"i"} (%arg2: tensor<1x3x4xf32>, %arg3: tensor<1x3x4xf32>) {
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %1 = stablehlo.reshape %arg2 : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
      %2 = stablehlo.reshape %arg3 : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
      %3 = stablehlo.sine %1 : tensor<3x4xf32>
      %4 = stablehlo.multiply %3, %2 : tensor<3x4xf32>
      %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
      %6 = stablehlo.add %4, %5 : tensor<3x4xf32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
      sdy.return %7 : tensor<1x3x4xf32>
    } : (tensor<8x3x4xf32>, tensor<8x3x4xf32>) -> tensor<8x3x4xf32>
    return %0 : tensor<8x3x4xf32>
  }
}

module @jit__fun attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) -> (tensor<8x4xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}, tensor<8xi32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"i"}]>}) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>, <@mesh, [{"i"}]>] manual_axes={"i"} (%arg1: tensor<1x4xf32>) {
      %c = stablehlo.constant dense<1> : tensor<i32>
      %c_0 = stablehlo.constant dense<8> : tensor<ui32>
      %c_1 = stablehlo.constant dense<1> : tensor<ui32>
      %1 = stablehlo.reshape %arg1 : (tensor<1x4xf32>) -> tensor<4xf32>
      %2 = stablehlo.partition_id : tensor<ui32>
      %3 = stablehlo.divide %2, %c_1 : tensor<ui32>
      %4 = stablehlo.remainder %3, %c_0 : tensor<ui32>
      %5 = stablehlo.convert %4 : (tensor<ui32>) -> tensor<i32>
      %6 = stablehlo.add %5, %c : tensor<i32>
      %7 = stablehlo.convert %6 : (tensor<i32>) -> tensor<f32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %9 = stablehlo.multiply %1, %8 : tensor<4xf32>
      %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
      %11 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i32>) -> tensor<1xi32>
      sdy.return %10, %11 : tensor<1x4xf32>, tensor<1xi32>
    } : (tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8xi32>)
    return %0#0, %0#1 : tensor<8x4xf32>, tensor<8xi32>
  }
}

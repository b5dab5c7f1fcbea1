module @jit_body attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<16x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<16x3xf32> {jax.result_info = "result[0]"}, tensor<8xi32> {jax.result_info = "result[1]"}) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<2x3xf32>) {
      %cst = stablehlo.constant dense<1.000000e+02> : tensor<f32>
      %c = stablehlo.constant dense<1> : tensor<ui32>
      %c_0 = stablehlo.constant dense<8> : tensor<ui32>
      %1 = stablehlo.partition_id : tensor<ui32>
      %2 = stablehlo.divide %1, %c : tensor<ui32>
      %3 = stablehlo.remainder %2, %c_0 : tensor<ui32>
      %4 = stablehlo.convert %3 : (tensor<ui32>) -> tensor<i32>
      %5 = stablehlo.convert %4 : (tensor<i32>) -> tensor<f32>
      %6 = stablehlo.multiply %cst, %5 : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %8 = stablehlo.add %arg1, %7 : tensor<2x3xf32>
      %9 = stablehlo.reshape %4 : (tensor<i32>) -> tensor<1xi32>
      sdy.return %8, %9 : tensor<2x3xf32>, tensor<1xi32>
    } : (tensor<16x3xf32>) -> (tensor<16x3xf32>, tensor<8xi32>)
    return %0#0, %0#1 : tensor<16x3xf32>, tensor<8xi32>
  }
}

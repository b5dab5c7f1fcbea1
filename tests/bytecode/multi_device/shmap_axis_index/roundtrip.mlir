module @jit_body attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22x\22=8]>}"}, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x3xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22x\22}, {}]>"}, mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<16x3xf32> {jax.result_info = "result[0]"}, tensor<8xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22x\22}, {}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22x\22}>"}} : (tensor<16x3xf32>) -> tensor<2x3xf32>
    %1:2 = call @xla.sdy.manual_computation_body(%0) {mhlo.frontend_attributes = {inlineable = "false"}} : (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<1xi32>)
    %2:2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1#0, %1#1) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.manual_axes = "#sdy<manual_axes{\22x\22}>", xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22x\22}, {}]>, <@mesh, [{\22x\22}]>]>"}} : (tensor<2x3xf32>, tensor<1xi32>) -> (tensor<16x3xf32>, tensor<8xi32>)
    return %2#0, %2#1 : tensor<16x3xf32>, tensor<8xi32>
  }
  func.func @xla.sdy.manual_computation_body(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<1xi32>) {
    %cst = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %c_0 = stablehlo.constant dense<8> : tensor<ui32>
    %0 = stablehlo.partition_id : tensor<ui32>
    %1 = stablehlo.divide %0, %c : tensor<ui32>
    %2 = stablehlo.remainder %1, %c_0 : tensor<ui32>
    %3 = stablehlo.convert %2 : (tensor<ui32>) -> tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %5 = stablehlo.multiply %cst, %4 : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %7 = stablehlo.add %arg0, %6 : tensor<2x3xf32>
    %8 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    return %7, %8 : tensor<2x3xf32>, tensor<1xi32>
  }
}

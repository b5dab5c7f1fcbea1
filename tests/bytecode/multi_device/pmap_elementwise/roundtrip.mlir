module @jit__fun attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22i\22=8]>}"}, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x3x4xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22i\22}, {}, {}]>"}, mhlo.sharding = "{devices=[8,1,1]<=[8]}"}, %arg1: tensor<8x3x4xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22i\22}, {}, {}]>"}, mhlo.sharding = "{devices=[8,1,1]<=[8]}"}) -> (tensor<8x3x4xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[8,1,1]<=[8]}"}) {
    %0:2 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0, %arg1) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22i\22}, {}, {}]>, <@mesh, [{\22i\22}, {}, {}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22i\22}>"}} : (tensor<8x3x4xf32>, tensor<8x3x4xf32>) -> (tensor<1x3x4xf32>, tensor<1x3x4xf32>)
    %1 = call @xla.sdy.manual_computation_body(%0#0, %0#1) {mhlo.frontend_attributes = {inlineable = "false"}} : (tensor<1x3x4xf32>, tensor<1x3x4xf32>) -> tensor<1x3x4xf32>
    %2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.manual_axes = "#sdy<manual_axes{\22i\22}>", xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22i\22}, {}, {}]>]>"}} : (tensor<1x3x4xf32>) -> tensor<8x3x4xf32>
    %3 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%2) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{\22i\22}, {}, {}]>]>"}} : (tensor<8x3x4xf32>) -> tensor<8x3x4xf32>
    return %3 : tensor<8x3x4xf32>
  }
  func.func @xla.sdy.manual_computation_body(%arg0: tensor<1x3x4xf32>, %arg1: tensor<1x3x4xf32>) -> tensor<1x3x4xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
    %2 = stablehlo.sine %0 : tensor<3x4xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<3x4xf32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %5 = stablehlo.add %3, %4 : tensor<3x4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
    return %6 : tensor<1x3x4xf32>
  }
}

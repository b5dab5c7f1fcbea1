module @jit__fun attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22i\22=8]>}"}, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x4xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22i\22}, {}]>"}, mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<8x4xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<8xi32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[8]<=[8]}"}) {
    %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22i\22}, {}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22i\22}>"}} : (tensor<8x4xf32>) -> tensor<1x4xf32>
    %1:2 = call @xla.sdy.manual_computation_body(%0) {mhlo.frontend_attributes = {inlineable = "false"}} : (tensor<1x4xf32>) -> (tensor<1x4xf32>, tensor<1xi32>)
    %2:2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1#0, %1#1) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.manual_axes = "#sdy<manual_axes{\22i\22}>", xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22i\22}, {}]>, <@mesh, [{\22i\22}]>]>"}} : (tensor<1x4xf32>, tensor<1xi32>) -> (tensor<8x4xf32>, tensor<8xi32>)
    %3 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%2#0) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{\22i\22}, {}]>]>"}} : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %4 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%2#1) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{\22i\22}]>]>"}} : (tensor<8xi32>) -> tensor<8xi32>
    return %3, %4 : tensor<8x4xf32>, tensor<8xi32>
  }
  func.func @xla.sdy.manual_computation_body(%arg0: tensor<1x4xf32>) -> (tensor<1x4xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<8> : tensor<ui32>
    %c_1 = stablehlo.constant dense<1> : tensor<ui32>
    %0 = stablehlo.reshape %arg0 : (tensor<1x4xf32>) -> tensor<4xf32>
    %1 = stablehlo.partition_id : tensor<ui32>
    %2 = stablehlo.divide %1, %c_1 : tensor<ui32>
    %3 = stablehlo.remainder %2, %c_0 : tensor<ui32>
    %4 = stablehlo.convert %3 : (tensor<ui32>) -> tensor<i32>
    %5 = stablehlo.add %4, %c : tensor<i32>
    %6 = stablehlo.convert %5 : (tensor<i32>) -> tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.multiply %0, %7 : tensor<4xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %10 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    return %9, %10 : tensor<1x4xf32>, tensor<1xi32>
  }
}

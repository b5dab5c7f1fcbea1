module @jit__fun attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22i\22=8]>}"}, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x3xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22i\22}, {}]>"}, mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<8x3xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<8x4x3xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[8,1,1]<=[8]}"}) {
    %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22i\22}, {}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22i\22}>"}} : (tensor<8x3xf32>) -> tensor<1x3xf32>
    %1:2 = call @xla.sdy.manual_computation_body(%0) {mhlo.frontend_attributes = {inlineable = "false"}} : (tensor<1x3xf32>) -> (tensor<1x3xf32>, tensor<1x4x3xf32>)
    %2:2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1#0, %1#1) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.manual_axes = "#sdy<manual_axes{\22i\22}>", xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22i\22}, {}]>, <@mesh, [{\22i\22}, {}, {}]>]>"}} : (tensor<1x3xf32>, tensor<1x4x3xf32>) -> (tensor<8x3xf32>, tensor<8x4x3xf32>)
    %3 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%2#0) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{\22i\22}, {}]>]>"}} : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %4 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%2#1) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{\22i\22}, {}, {}]>]>"}} : (tensor<8x4x3xf32>) -> tensor<8x4x3xf32>
    return %3, %4 : tensor<8x3xf32>, tensor<8x4x3xf32>
  }
  func.func @xla.sdy.manual_computation_body(%arg0: tensor<1x3xf32>) -> (tensor<1x3xf32>, tensor<1x4x3xf32>) {
    %0 = stablehlo.reshape %arg0 : (tensor<1x3xf32>) -> tensor<3xf32>
    %1 = "stablehlo.all_reduce"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %6 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %6 : tensor<f32>
    }) : (tensor<3xf32>) -> tensor<3xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %3 = "stablehlo.all_gather"(%2) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %4 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<4x3xf32>) -> tensor<1x4x3xf32>
    return %4, %5 : tensor<1x3xf32>, tensor<1x4x3xf32>
  }
}

module @jit__lambda attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22x\22=8]>}"}, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x3xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22x\22}, {}]>"}, mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<16x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22x\22}, {}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22x\22}>"}} : (tensor<16x3xf32>) -> tensor<2x3xf32>
    %1 = call @xla.sdy.manual_computation_body(%0) {mhlo.frontend_attributes = {inlineable = "false"}} : (tensor<2x3xf32>) -> tensor<16x3xf32>
    %2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.manual_axes = "#sdy<manual_axes{\22x\22}>", xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{}, {}]>]>"}} : (tensor<16x3xf32>) -> tensor<16x3xf32>
    return %2 : tensor<16x3xf32>
  }
  func.func @xla.sdy.manual_computation_body(%arg0: tensor<2x3xf32>) -> tensor<16x3xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<2x3xf32>) -> tensor<16x3xf32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %2 = stablehlo.add %0, %1 : tensor<16x3xf32>
    return %2 : tensor<16x3xf32>
  }
}

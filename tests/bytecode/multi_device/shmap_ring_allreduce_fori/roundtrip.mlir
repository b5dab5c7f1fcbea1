module @jit_body attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22x\22=8]>}"}, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x4xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22x\22}, {}]>"}, mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<16x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%arg0) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22x\22}, {}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22x\22}>"}} : (tensor<16x4xf32>) -> tensor<2x4xf32>
    %1 = call @xla.sdy.manual_computation_body(%0) {mhlo.frontend_attributes = {inlineable = "false"}} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.manual_axes = "#sdy<manual_axes{\22x\22}>", xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22x\22}, {}]>]>"}} : (tensor<2x4xf32>) -> tensor<16x4xf32>
    return %2 : tensor<16x4xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2x4xf32>) -> (tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.add %arg1, %1 : tensor<2x4xf32>
    return %0, %2, %1 : tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>
  }
  func.func @xla.sdy.manual_computation_body(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %c_1, %iterArg_2 = %c_1, %iterArg_3 = %arg0, %iterArg_4 = %arg0) : tensor<i32>, tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>
    cond {
      %1 = stablehlo.compare LT, %iterArg, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:3 = func.call @closed_call(%iterArg_2, %iterArg_3, %iterArg_4) : (tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>)
      %2 = stablehlo.add %iterArg, %c : tensor<i32>
      stablehlo.return %2, %1#0, %1#1, %1#2 : tensor<i32>, tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>
    }
    return %0#2 : tensor<2x4xf32>
  }
}

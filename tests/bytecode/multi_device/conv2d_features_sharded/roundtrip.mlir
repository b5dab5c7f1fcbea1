module @jit__conv attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22x\22=8]>}"}, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x10x10xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{}, {}, {}, {}]>"}, mhlo.sharding = "{replicated}"}, %arg1: tensor<16x4x3x3xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22x\22}, {}, {}, {}]>"}, mhlo.sharding = "{devices=[8,1,1,1]<=[8]}"}) -> (tensor<2x16x10x10xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x4x10x10xf32>, tensor<16x4x3x3xf32>) -> tensor<2x16x10x10xf32>
    %1 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%0) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{}, {\22x\22}, {}, {}]>]>"}} : (tensor<2x16x10x10xf32>) -> tensor<2x16x10x10xf32>
    return %1 : tensor<2x16x10x10xf32>
  }
}

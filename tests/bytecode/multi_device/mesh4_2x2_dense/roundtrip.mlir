module @jit__lambda attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22x\22=2, \22y\22=2]>}"}, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22x\22}, {}]>"}, mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}, %arg1: tensor<16x12xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{}, {\22y\22}]>"}, mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}) -> (tensor<8x12xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,2]<=[4]}"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x12xf32>) -> tensor<8x12xf32>
    %1 = stablehlo.tanh %0 : tensor<8x12xf32>
    %2 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%1) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{\22x\22}, {\22y\22}]>]>"}} : (tensor<8x12xf32>) -> tensor<8x12xf32>
    return %2 : tensor<8x12xf32>
  }
}

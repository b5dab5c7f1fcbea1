module @jit__lambda attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22x\22=8]>}"}, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22x\22}, {}]>"}, mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<24x8xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22x\22}, {}]>"}, mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg2: tensor<8x8xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{}, {}]>"}, mhlo.sharding = "{replicated}"}) -> (tensor<48x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.concatenate %arg0, %arg1, %arg2, dim = 0 : (tensor<16x8xf32>, tensor<24x8xf32>, tensor<8x8xf32>) -> tensor<48x8xf32>
    return %0 : tensor<48x8xf32>
  }
}

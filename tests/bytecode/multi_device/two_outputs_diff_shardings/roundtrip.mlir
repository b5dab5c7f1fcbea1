module @jit__lambda attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22x\22=8]>}"}, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x16xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22x\22}, {}]>"}, mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<32x16xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<32xf32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = call @relu(%arg0) : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<32x16xf32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x16xf32>, tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%0) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{\22x\22}, {}]>]>"}} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %4 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%2) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{}]>]>"}} : (tensor<32xf32>) -> tensor<32xf32>
    return %3, %4 : tensor<32x16xf32>, tensor<32xf32>
  }
  func.func private @relu(%arg0: tensor<32x16xf32>) -> tensor<32x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x16xf32>
    return %1 : tensor<32x16xf32>
  }
}

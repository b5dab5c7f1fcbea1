module @jit__lambda attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22x\22=4]>}"}, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x48xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22x\22}, {}]>"}, mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg1: tensor<48x24xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{}, {}]>"}, mhlo.sharding = "{replicated}"}, %arg2: tensor<24xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{}]>"}, mhlo.sharding = "{replicated}"}) -> (tensor<32x24xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<32x48xf32>, tensor<48x24xf32>) -> tensor<32x24xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<24xf32>) -> tensor<1x24xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x24xf32>) -> tensor<32x24xf32>
    %3 = stablehlo.add %0, %2 : tensor<32x24xf32>
    %4 = call @relu(%3) : (tensor<32x24xf32>) -> tensor<32x24xf32>
    return %4 : tensor<32x24xf32>
  }
  func.func private @relu(%arg0: tensor<32x24xf32>) -> tensor<32x24xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x24xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x24xf32>
    return %1 : tensor<32x24xf32>
  }
}

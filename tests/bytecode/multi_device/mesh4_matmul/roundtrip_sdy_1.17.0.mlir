module @jit__lambda attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<32x48xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<48x24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<32x24xf32> {jax.result_info = "result"}) {
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

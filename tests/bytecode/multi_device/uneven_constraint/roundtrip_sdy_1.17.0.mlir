module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<16x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<10xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<16x10xf32>, tensor<f32>) -> tensor<10xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}]> : tensor<10xf32>
    %2 = stablehlo.slice %arg0 [0:16, 0:5] : (tensor<16x10xf32>) -> tensor<16x5xf32>
    %3 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<16x5xf32>, tensor<f32>) -> tensor<5xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"x"}]> : tensor<5xf32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %6 = stablehlo.multiply %5, %1 : tensor<10xf32>
    %7 = stablehlo.tanh %4 : tensor<5xf32>
    return %6, %7 : tensor<10xf32>, tensor<5xf32>
  }
}

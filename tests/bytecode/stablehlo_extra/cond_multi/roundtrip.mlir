module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i1>, %arg1: tensor<2x2xf32>, %arg2: tensor<2x2xf32>) -> (tensor<2x2xf32> {jax.result_info = "result[0]"}, tensor<2x2xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<i1>) -> tensor<i32>
    %1:2 = "stablehlo.case"(%0) ({
      %2 = stablehlo.subtract %arg1, %arg2 : tensor<2x2xf32>
      %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
      %4 = stablehlo.multiply %arg2, %3 : tensor<2x2xf32>
      stablehlo.return %2, %4 : tensor<2x2xf32>, tensor<2x2xf32>
    }, {
      %2 = stablehlo.add %arg1, %arg2 : tensor<2x2xf32>
      %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
      %4 = stablehlo.multiply %arg1, %3 : tensor<2x2xf32>
      stablehlo.return %2, %4 : tensor<2x2xf32>, tensor<2x2xf32>
    }) : (tensor<i32>) -> (tensor<2x2xf32>, tensor<2x2xf32>)
    return %1#0, %1#1 : tensor<2x2xf32>, tensor<2x2xf32>
  }
}

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<3x4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}, tensor<3x4xf32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<i1>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %10 = stablehlo.sine %arg2 : tensor<3x4xf32>
      stablehlo.return %10 : tensor<3x4xf32>
    }, {
      %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
      %11 = stablehlo.multiply %arg2, %10 : tensor<3x4xf32>
      %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
      %13 = stablehlo.add %11, %12 : tensor<3x4xf32>
      stablehlo.return %13 : tensor<3x4xf32>
    }) : (tensor<i32>) -> tensor<3x4xf32>
    %2 = stablehlo.not %arg0 : tensor<i1>
    %3 = stablehlo.convert %2 : (tensor<i1>) -> tensor<i32>
    %4 = "stablehlo.case"(%3) ({
      %10 = stablehlo.sine %arg2 : tensor<3x4xf32>
      stablehlo.return %10 : tensor<3x4xf32>
    }, {
      %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
      %11 = stablehlo.multiply %arg2, %10 : tensor<3x4xf32>
      %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
      %13 = stablehlo.add %11, %12 : tensor<3x4xf32>
      stablehlo.return %13 : tensor<3x4xf32>
    }) : (tensor<i32>) -> tensor<3x4xf32>
    %5 = stablehlo.clamp %c_1, %arg1, %c_0 : tensor<i32>
    %6 = "stablehlo.case"(%5) ({
      %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
      %11 = stablehlo.add %arg2, %10 : tensor<3x4xf32>
      stablehlo.return %11 : tensor<3x4xf32>
    }, {
      %10 = stablehlo.multiply %arg2, %arg2 : tensor<3x4xf32>
      stablehlo.return %10 : tensor<3x4xf32>
    }, {
      %10 = stablehlo.negate %arg2 : tensor<3x4xf32>
      stablehlo.return %10 : tensor<3x4xf32>
    }) : (tensor<i32>) -> tensor<3x4xf32>
    %7 = stablehlo.subtract %arg1, %c : tensor<i32>
    %8 = stablehlo.clamp %c_1, %7, %c_0 : tensor<i32>
    %9 = "stablehlo.case"(%8) ({
      %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
      %11 = stablehlo.add %arg2, %10 : tensor<3x4xf32>
      stablehlo.return %11 : tensor<3x4xf32>
    }, {
      %10 = stablehlo.multiply %arg2, %arg2 : tensor<3x4xf32>
      stablehlo.return %10 : tensor<3x4xf32>
    }, {
      %10 = stablehlo.negate %arg2 : tensor<3x4xf32>
      stablehlo.return %10 : tensor<3x4xf32>
    }) : (tensor<i32>) -> tensor<3x4xf32>
    return %1, %4, %6, %9 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9xf32>) -> (tensor<9xi64> {jax.result_info = "result[0]"}, tensor<9xf32> {jax.result_info = "result[1]"}) {
    %0 = call @argsort(%arg0) : (tensor<9xf32>) -> tensor<9xi64>
    %1 = call @sort(%arg0) : (tensor<9xf32>) -> tensor<9xf32>
    %2 = stablehlo.reverse %1, dims = [0] : tensor<9xf32>
    return %0, %2 : tensor<9xi64>, tensor<9xf32>
  }
  func.func private @argsort(%arg0: tensor<9xf32>) -> tensor<9xi64> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.iota dim = 0 : tensor<9xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %2 = stablehlo.compare EQ, %arg1, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.select %4, %cst, %3 : tensor<i1>, tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = stablehlo.select %6, %cst_0, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = stablehlo.select %8, %cst, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<9xf32>, tensor<9xi64>) -> (tensor<9xf32>, tensor<9xi64>)
    return %1#1 : tensor<9xi64>
  }
  func.func private @sort(%arg0: tensor<9xf32>) -> tensor<9xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.compare EQ, %arg1, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.select %3, %cst, %2 : tensor<i1>, tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.select %5, %cst_0, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.select %7, %cst, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<9xf32>) -> tensor<9xf32>
    return %0 : tensor<9xf32>
  }
}

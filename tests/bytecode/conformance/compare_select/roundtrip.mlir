module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<4x5xf32>) -> (tensor<4x5xf32> {jax.result_info = "result[0]"}, tensor<4x5xi1> {jax.result_info = "result[1]"}, tensor<4x5xi1> {jax.result_info = "result[2]"}, tensor<4x5xi1> {jax.result_info = "result[3]"}, tensor<4x5xi1> {jax.result_info = "result[4]"}, tensor<4x5xi1> {jax.result_info = "result[5]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<4x5xf32>
    %3 = call @_where(%0, %arg0, %2) : (tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %4 = stablehlo.compare EQ, %arg0, %arg1, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %5 = stablehlo.compare NE, %arg0, %arg1, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %6 = stablehlo.compare LT, %arg0, %arg1, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %7 = stablehlo.compare LE, %arg0, %arg1, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %8 = stablehlo.compare GE, %arg0, %arg1, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    return %3, %4, %5, %6, %7, %8 : tensor<4x5xf32>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>, tensor<4x5xi1>
  }
  func.func private @_where(%arg0: tensor<4x5xi1>, %arg1: tensor<4x5xf32>, %arg2: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x5xi1>, tensor<4x5xf32>
    return %0 : tensor<4x5xf32>
  }
}

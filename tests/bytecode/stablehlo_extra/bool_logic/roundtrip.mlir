module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xi1>, %arg1: tensor<6xi1>) -> (tensor<6xi1> {jax.result_info = "result[0]"}, tensor<i1> {jax.result_info = "result[1]"}, tensor<6xf64> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<-2.500000e+00> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.500000e+00> : tensor<f64>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.not %arg1 : tensor<6xi1>
    %1 = stablehlo.and %arg0, %0 : tensor<6xi1>
    %2 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
    %3 = call @_where(%arg0, %cst_0, %cst) : (tensor<6xi1>, tensor<f64>, tensor<f64>) -> tensor<6xf64>
    return %1, %2, %3 : tensor<6xi1>, tensor<i1>, tensor<6xf64>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<f64>, %arg2: tensor<f64>) -> tensor<6xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<6xi1>, tensor<6xf64>
    return %2 : tensor<6xf64>
  }
}

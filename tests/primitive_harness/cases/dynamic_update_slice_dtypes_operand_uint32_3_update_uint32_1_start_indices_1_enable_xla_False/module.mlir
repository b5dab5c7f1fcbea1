module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xui32>, %arg1: tensor<1xui32>, %arg2: tensor<1xi64>) -> (tensor<3xui32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg2 [0:1] : (tensor<1xi64>) -> tensor<1xi64>
    %1 = stablehlo.reshape %0 : (tensor<1xi64>) -> tensor<i64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.compare LT, %1, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<3> : tensor<i64>
    %3 = stablehlo.add %1, %c_0 : tensor<i64>
    %4 = stablehlo.select %2, %3, %1 : tensor<i1>, tensor<i64>
    %5 = stablehlo.dynamic_update_slice %arg0, %arg1, %4 : (tensor<3xui32>, tensor<1xui32>, tensor<i64>) -> tensor<3xui32>
    return %5 : tensor<3xui32>
  }
}

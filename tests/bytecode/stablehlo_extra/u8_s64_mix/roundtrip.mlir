module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xui8>, %arg1: tensor<5xi64>) -> (tensor<5xi64> {jax.result_info = "result[0]"}, tensor<5xui8> {jax.result_info = "result[1]"}, tensor<5xi64> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<3> : tensor<i64>
    %c_0 = stablehlo.constant dense<-3> : tensor<i64>
    %c_1 = stablehlo.constant dense<2> : tensor<ui8>
    %0 = stablehlo.convert %arg0 : (tensor<5xui8>) -> tensor<5xi64>
    %1 = stablehlo.multiply %0, %arg1 : tensor<5xi64>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui8>) -> tensor<5xui8>
    %3 = stablehlo.shift_right_logical %arg0, %2 : tensor<5xui8>
    %4 = stablehlo.xor %3, %arg0 : tensor<5xui8>
    %5 = call @clip(%arg1, %c_0, %c) : (tensor<5xi64>, tensor<i64>, tensor<i64>) -> tensor<5xi64>
    return %1, %4, %5 : tensor<5xi64>, tensor<5xui8>, tensor<5xi64>
  }
  func.func private @clip(%arg0: tensor<5xi64>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<5xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %2 = stablehlo.maximum %1, %arg0 : tensor<5xi64>
    %3 = stablehlo.convert %arg2 : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %5 = stablehlo.minimum %4, %2 : tensor<5xi64>
    return %5 : tensor<5xi64>
  }
}

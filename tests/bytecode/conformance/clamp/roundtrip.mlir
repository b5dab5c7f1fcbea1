module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x6xf32>, %arg1: tensor<3x6xf32>, %arg2: tensor<3x6xf32>, %arg3: tensor<3x6xi32>) -> (tensor<3x6xf32> {jax.result_info = "result[0]"}, tensor<3x6xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %c_0 = stablehlo.constant dense<-3> : tensor<i32>
    %0 = stablehlo.clamp %arg0, %arg1, %arg2 : tensor<3x6xf32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x6xi32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x6xi32>
    %3 = stablehlo.clamp %1, %arg3, %2 : tensor<3x6xi32>
    return %0, %3 : tensor<3x6xf32>, tensor<3x6xi32>
  }
}

module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %2 = stablehlo.add %0, %1 : tensor<f32>
    %3 = stablehlo.abs %arg0 : tensor<f32>
    %4 = stablehlo.sqrt %3 : tensor<f32>
    %5 = stablehlo.multiply %arg2, %c : tensor<i32>
    return %2, %4, %5 : tensor<f32>, tensor<f32>, tensor<i32>
  }
}

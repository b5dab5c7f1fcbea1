module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<6x32xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [0] x [0] : (tensor<32xf32>, tensor<32xf32>) -> tensor<f32>
    %1 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0] : (tensor<6x32xf32>, tensor<32xf32>) -> tensor<6xf32>
    return %0, %1 : tensor<f32>, tensor<6xf32>
  }
}

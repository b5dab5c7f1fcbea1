module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x40xcomplex<f32>>, %arg1: tensor<6x40xcomplex<f32>>) -> (tensor<6x40xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<6x40xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<6x40xcomplex<f32>> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<6x40xcomplex<f32>>
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<6x40xcomplex<f32>>
    %2 = stablehlo.multiply %1, %arg0 : tensor<6x40xcomplex<f32>>
    %3 = stablehlo.multiply %arg0, %arg0 : tensor<6x40xcomplex<f32>>
    %4 = stablehlo.multiply %3, %arg0 : tensor<6x40xcomplex<f32>>
    %5 = stablehlo.multiply %4, %arg0 : tensor<6x40xcomplex<f32>>
    return %0, %2, %5 : tensor<6x40xcomplex<f32>>, tensor<6x40xcomplex<f32>>, tensor<6x40xcomplex<f32>>
  }
}

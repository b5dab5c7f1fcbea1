module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.complex %arg0, %arg1 : tensor<4xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %2 = stablehlo.imag %0 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %3 = stablehlo.negate %2 : tensor<4xf32>
    %4 = stablehlo.complex %1, %3 : tensor<4xcomplex<f32>>
    %5 = stablehlo.complex %arg1, %arg0 : tensor<4xcomplex<f32>>
    %6 = stablehlo.multiply %4, %5 : tensor<4xcomplex<f32>>
    %7 = stablehlo.complex %arg0, %arg1 : tensor<4xcomplex<f32>>
    %8 = stablehlo.abs %7 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    return %6, %8 : tensor<4xcomplex<f32>>, tensor<4xf32>
  }
}

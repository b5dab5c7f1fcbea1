module @jit_cosh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x16xcomplex<f32>>) -> (tensor<16x16xcomplex<f32>> {jax.result_info = "result"}) {
    %0 = stablehlo.composite "chlo.cosh" %arg0 {decomposition = @chlo.cosh.impl, version = 1 : i32} : (tensor<16x16xcomplex<f32>>) -> tensor<16x16xcomplex<f32>>
    return %0 : tensor<16x16xcomplex<f32>>
  }
  func.func private @chlo.cosh.impl(%arg0: tensor<16x16xcomplex<f32>>) -> tensor<16x16xcomplex<f32>> {
    %cst = stablehlo.constant dense<(5.000000e-01,0.000000e+00)> : tensor<16x16xcomplex<f32>>
    %0 = stablehlo.log %cst : tensor<16x16xcomplex<f32>>
    %1 = stablehlo.add %arg0, %0 : tensor<16x16xcomplex<f32>>
    %2 = stablehlo.exponential %1 : tensor<16x16xcomplex<f32>>
    %3 = stablehlo.subtract %0, %arg0 : tensor<16x16xcomplex<f32>>
    %4 = stablehlo.exponential %3 : tensor<16x16xcomplex<f32>>
    %5 = stablehlo.add %2, %4 : tensor<16x16xcomplex<f32>>
    return %5 : tensor<16x16xcomplex<f32>>
  }
}

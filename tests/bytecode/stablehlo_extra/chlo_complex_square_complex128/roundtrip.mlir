module @jit_square attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x16xcomplex<f64>>) -> (tensor<16x16xcomplex<f64>> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<16x16xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<16x16xf64>
    %0 = stablehlo.real %arg0 : (tensor<16x16xcomplex<f64>>) -> tensor<16x16xf64>
    %1 = stablehlo.is_finite %0 : (tensor<16x16xf64>) -> tensor<16x16xi1>
    %2 = stablehlo.abs %0 : tensor<16x16xf64>
    %3 = stablehlo.imag %arg0 : (tensor<16x16xcomplex<f64>>) -> tensor<16x16xf64>
    %4 = stablehlo.abs %3 : tensor<16x16xf64>
    %5 = stablehlo.compare EQ, %2, %4 : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %6 = stablehlo.and %1, %5 : tensor<16x16xi1>
    %7 = stablehlo.subtract %0, %3 : tensor<16x16xf64>
    %8 = stablehlo.add %0, %3 : tensor<16x16xf64>
    %9 = stablehlo.multiply %7, %8 : tensor<16x16xf64>
    %10 = stablehlo.select %6, %cst_0, %9 : tensor<16x16xi1>, tensor<16x16xf64>
    %11 = stablehlo.multiply %0, %3 : tensor<16x16xf64>
    %12 = stablehlo.multiply %cst, %11 : tensor<16x16xf64>
    %13 = stablehlo.complex %10, %12 : tensor<16x16xcomplex<f64>>
    return %13 : tensor<16x16xcomplex<f64>>
  }
}

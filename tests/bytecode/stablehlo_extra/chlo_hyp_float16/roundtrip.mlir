module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf16>, %arg1: tensor<3x5xf16>) -> (tensor<3x5xf16> {jax.result_info = "result[0]"}, tensor<3x5xf16> {jax.result_info = "result[1]"}, tensor<3x5xf16> {jax.result_info = "result[2]"}, tensor<3x5xf16> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.composite "chlo.sinh" %arg0 {decomposition = @chlo.sinh.impl, version = 1 : i32} : (tensor<3x5xf16>) -> tensor<3x5xf16>
    %1 = stablehlo.composite "chlo.cosh" %arg0 {decomposition = @chlo.cosh.impl, version = 1 : i32} : (tensor<3x5xf16>) -> tensor<3x5xf16>
    %2 = stablehlo.composite "chlo.asinh" %arg0 {decomposition = @chlo.asinh.impl, version = 1 : i32} : (tensor<3x5xf16>) -> tensor<3x5xf16>
    %3 = stablehlo.composite "chlo.acosh" %arg1 {decomposition = @chlo.acosh.impl, version = 1 : i32} : (tensor<3x5xf16>) -> tensor<3x5xf16>
    return %0, %1, %2, %3 : tensor<3x5xf16>, tensor<3x5xf16>, tensor<3x5xf16>, tensor<3x5xf16>
  }
  func.func private @chlo.acosh.impl(%arg0: tensor<3x5xf16>) -> tensor<3x5xf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x5xf16>
    %cst_0 = stablehlo.constant dense<6.550400e+04> : tensor<3x5xf16>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<3x5xf16>
    %0 = stablehlo.divide %cst_0, %cst_1 : tensor<3x5xf16>
    %1 = stablehlo.compare GE, %arg0, %0 : (tensor<3x5xf16>, tensor<3x5xf16>) -> tensor<3x5xi1>
    %2 = stablehlo.log %cst_1 : tensor<3x5xf16>
    %3 = stablehlo.log %arg0 : tensor<3x5xf16>
    %4 = stablehlo.add %2, %3 : tensor<3x5xf16>
    %5 = stablehlo.subtract %arg0, %cst : tensor<3x5xf16>
    %6 = stablehlo.sqrt %5 : tensor<3x5xf16>
    %7 = stablehlo.add %arg0, %cst : tensor<3x5xf16>
    %8 = stablehlo.sqrt %7 : tensor<3x5xf16>
    %9 = stablehlo.add %8, %6 : tensor<3x5xf16>
    %10 = stablehlo.multiply %6, %9 : tensor<3x5xf16>
    %11 = stablehlo.log_plus_one %10 : tensor<3x5xf16>
    %12 = stablehlo.select %1, %4, %11 : tensor<3x5xi1>, tensor<3x5xf16>
    return %12 : tensor<3x5xf16>
  }
  func.func private @chlo.asinh.impl(%arg0: tensor<3x5xf16>) -> tensor<3x5xf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x5xf16>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<3x5xf16>
    %cst_1 = stablehlo.constant dense<6.550400e+04> : tensor<3x5xf16>
    %0 = stablehlo.sign %arg0 : tensor<3x5xf16>
    %1 = stablehlo.abs %arg0 : tensor<3x5xf16>
    %2 = stablehlo.sqrt %cst_1 : tensor<3x5xf16>
    %3 = stablehlo.compare GE, %1, %2 : (tensor<3x5xf16>, tensor<3x5xf16>) -> tensor<3x5xi1>
    %4 = stablehlo.log %cst_0 : tensor<3x5xf16>
    %5 = stablehlo.log %1 : tensor<3x5xf16>
    %6 = stablehlo.add %4, %5 : tensor<3x5xf16>
    %7 = stablehlo.multiply %1, %1 : tensor<3x5xf16>
    %8 = stablehlo.add %cst, %7 : tensor<3x5xf16>
    %9 = stablehlo.sqrt %8 : tensor<3x5xf16>
    %10 = stablehlo.add %cst, %9 : tensor<3x5xf16>
    %11 = stablehlo.divide %7, %10 : tensor<3x5xf16>
    %12 = stablehlo.add %1, %11 : tensor<3x5xf16>
    %13 = stablehlo.log_plus_one %12 : tensor<3x5xf16>
    %14 = stablehlo.select %3, %6, %13 : tensor<3x5xi1>, tensor<3x5xf16>
    %15 = stablehlo.multiply %0, %14 : tensor<3x5xf16>
    return %15 : tensor<3x5xf16>
  }
  func.func private @chlo.cosh.impl(%arg0: tensor<3x5xf16>) -> tensor<3x5xf16> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<3x5xf32>
    %0 = stablehlo.convert %arg0 : (tensor<3x5xf16>) -> tensor<3x5xf32>
    %1 = stablehlo.log %cst : tensor<3x5xf32>
    %2 = stablehlo.add %0, %1 : tensor<3x5xf32>
    %3 = stablehlo.exponential %2 : tensor<3x5xf32>
    %4 = stablehlo.subtract %1, %0 : tensor<3x5xf32>
    %5 = stablehlo.exponential %4 : tensor<3x5xf32>
    %6 = stablehlo.add %3, %5 : tensor<3x5xf32>
    %7 = stablehlo.convert %6 : (tensor<3x5xf32>) -> tensor<3x5xf16>
    return %7 : tensor<3x5xf16>
  }
  func.func private @chlo.sinh.impl(%arg0: tensor<3x5xf16>) -> tensor<3x5xf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x5xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<3x5xf32>
    %0 = stablehlo.convert %arg0 : (tensor<3x5xf16>) -> tensor<3x5xf32>
    %1 = stablehlo.log %cst_0 : tensor<3x5xf32>
    %2 = stablehlo.add %0, %1 : tensor<3x5xf32>
    %3 = stablehlo.exponential %2 : tensor<3x5xf32>
    %4 = stablehlo.subtract %1, %0 : tensor<3x5xf32>
    %5 = stablehlo.exponential %4 : tensor<3x5xf32>
    %6 = stablehlo.subtract %3, %5 : tensor<3x5xf32>
    %7 = stablehlo.exponential_minus_one %0 : tensor<3x5xf32>
    %8 = stablehlo.add %7, %cst : tensor<3x5xf32>
    %9 = stablehlo.divide %7, %8 : tensor<3x5xf32>
    %10 = stablehlo.add %7, %9 : tensor<3x5xf32>
    %11 = stablehlo.multiply %cst_0, %10 : tensor<3x5xf32>
    %12 = stablehlo.abs %0 : tensor<3x5xf32>
    %13 = stablehlo.compare LT, %12, %cst : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %14 = stablehlo.select %13, %11, %6 : tensor<3x5xi1>, tensor<3x5xf32>
    %15 = stablehlo.convert %14 : (tensor<3x5xf32>) -> tensor<3x5xf16>
    return %15 : tensor<3x5xf16>
  }
}

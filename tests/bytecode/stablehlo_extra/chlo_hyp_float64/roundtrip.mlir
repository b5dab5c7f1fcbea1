module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf64>, %arg1: tensor<3x5xf64>) -> (tensor<3x5xf64> {jax.result_info = "result[0]"}, tensor<3x5xf64> {jax.result_info = "result[1]"}, tensor<3x5xf64> {jax.result_info = "result[2]"}, tensor<3x5xf64> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.composite "chlo.sinh" %arg0 {decomposition = @chlo.sinh.impl, version = 1 : i32} : (tensor<3x5xf64>) -> tensor<3x5xf64>
    %1 = stablehlo.composite "chlo.cosh" %arg0 {decomposition = @chlo.cosh.impl, version = 1 : i32} : (tensor<3x5xf64>) -> tensor<3x5xf64>
    %2 = stablehlo.composite "chlo.asinh" %arg0 {decomposition = @chlo.asinh.impl, version = 1 : i32} : (tensor<3x5xf64>) -> tensor<3x5xf64>
    %3 = stablehlo.composite "chlo.acosh" %arg1 {decomposition = @chlo.acosh.impl, version = 1 : i32} : (tensor<3x5xf64>) -> tensor<3x5xf64>
    return %0, %1, %2, %3 : tensor<3x5xf64>, tensor<3x5xf64>, tensor<3x5xf64>, tensor<3x5xf64>
  }
  func.func private @chlo.acosh.impl(%arg0: tensor<3x5xf64>) -> tensor<3x5xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x5xf64>
    %cst_0 = stablehlo.constant dense<1.7976931348623157E+308> : tensor<3x5xf64>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<3x5xf64>
    %0 = stablehlo.divide %cst_0, %cst_1 : tensor<3x5xf64>
    %1 = stablehlo.compare GE, %arg0, %0 : (tensor<3x5xf64>, tensor<3x5xf64>) -> tensor<3x5xi1>
    %2 = stablehlo.log %cst_1 : tensor<3x5xf64>
    %3 = stablehlo.log %arg0 : tensor<3x5xf64>
    %4 = stablehlo.add %2, %3 : tensor<3x5xf64>
    %5 = stablehlo.subtract %arg0, %cst : tensor<3x5xf64>
    %6 = stablehlo.sqrt %5 : tensor<3x5xf64>
    %7 = stablehlo.add %arg0, %cst : tensor<3x5xf64>
    %8 = stablehlo.sqrt %7 : tensor<3x5xf64>
    %9 = stablehlo.add %8, %6 : tensor<3x5xf64>
    %10 = stablehlo.multiply %6, %9 : tensor<3x5xf64>
    %11 = stablehlo.log_plus_one %10 : tensor<3x5xf64>
    %12 = stablehlo.select %1, %4, %11 : tensor<3x5xi1>, tensor<3x5xf64>
    return %12 : tensor<3x5xf64>
  }
  func.func private @chlo.asinh.impl(%arg0: tensor<3x5xf64>) -> tensor<3x5xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x5xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<3x5xf64>
    %cst_1 = stablehlo.constant dense<1.7976931348623157E+308> : tensor<3x5xf64>
    %0 = stablehlo.sign %arg0 : tensor<3x5xf64>
    %1 = stablehlo.abs %arg0 : tensor<3x5xf64>
    %2 = stablehlo.sqrt %cst_1 : tensor<3x5xf64>
    %3 = stablehlo.compare GE, %1, %2 : (tensor<3x5xf64>, tensor<3x5xf64>) -> tensor<3x5xi1>
    %4 = stablehlo.log %cst_0 : tensor<3x5xf64>
    %5 = stablehlo.log %1 : tensor<3x5xf64>
    %6 = stablehlo.add %4, %5 : tensor<3x5xf64>
    %7 = stablehlo.multiply %1, %1 : tensor<3x5xf64>
    %8 = stablehlo.add %cst, %7 : tensor<3x5xf64>
    %9 = stablehlo.sqrt %8 : tensor<3x5xf64>
    %10 = stablehlo.add %cst, %9 : tensor<3x5xf64>
    %11 = stablehlo.divide %7, %10 : tensor<3x5xf64>
    %12 = stablehlo.add %1, %11 : tensor<3x5xf64>
    %13 = stablehlo.log_plus_one %12 : tensor<3x5xf64>
    %14 = stablehlo.select %3, %6, %13 : tensor<3x5xi1>, tensor<3x5xf64>
    %15 = stablehlo.multiply %0, %14 : tensor<3x5xf64>
    return %15 : tensor<3x5xf64>
  }
  func.func private @chlo.cosh.impl(%arg0: tensor<3x5xf64>) -> tensor<3x5xf64> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<3x5xf64>
    %0 = stablehlo.log %cst : tensor<3x5xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<3x5xf64>
    %2 = stablehlo.exponential %1 : tensor<3x5xf64>
    %3 = stablehlo.subtract %0, %arg0 : tensor<3x5xf64>
    %4 = stablehlo.exponential %3 : tensor<3x5xf64>
    %5 = stablehlo.add %2, %4 : tensor<3x5xf64>
    return %5 : tensor<3x5xf64>
  }
  func.func private @chlo.sinh.impl(%arg0: tensor<3x5xf64>) -> tensor<3x5xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x5xf64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<3x5xf64>
    %0 = stablehlo.log %cst_0 : tensor<3x5xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<3x5xf64>
    %2 = stablehlo.exponential %1 : tensor<3x5xf64>
    %3 = stablehlo.subtract %0, %arg0 : tensor<3x5xf64>
    %4 = stablehlo.exponential %3 : tensor<3x5xf64>
    %5 = stablehlo.subtract %2, %4 : tensor<3x5xf64>
    %6 = stablehlo.exponential_minus_one %arg0 : tensor<3x5xf64>
    %7 = stablehlo.add %6, %cst : tensor<3x5xf64>
    %8 = stablehlo.divide %6, %7 : tensor<3x5xf64>
    %9 = stablehlo.add %6, %8 : tensor<3x5xf64>
    %10 = stablehlo.multiply %cst_0, %9 : tensor<3x5xf64>
    %11 = stablehlo.abs %arg0 : tensor<3x5xf64>
    %12 = stablehlo.compare LT, %11, %cst : (tensor<3x5xf64>, tensor<3x5xf64>) -> tensor<3x5xi1>
    %13 = stablehlo.select %12, %10, %5 : tensor<3x5xi1>, tensor<3x5xf64>
    return %13 : tensor<3x5xf64>
  }
}

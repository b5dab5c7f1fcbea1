module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> (tensor<3x5xf32> {jax.result_info = "result[0]"}, tensor<3x5xf32> {jax.result_info = "result[1]"}, tensor<3x5xf32> {jax.result_info = "result[2]"}, tensor<3x5xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x5xf32>
    %0 = stablehlo.composite "chlo.asin" %arg0 {decomposition = @chlo.asin.impl, version = 1 : i32} : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %1 = stablehlo.composite "chlo.acos" %arg0 {decomposition = @chlo.acos.impl, version = 1 : i32} : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %2 = stablehlo.atan2 %arg1, %cst : tensor<3x5xf32>
    %3 = stablehlo.composite "chlo.atanh" %arg0 {decomposition = @chlo.atanh.impl, version = 1 : i32} : (tensor<3x5xf32>) -> tensor<3x5xf32>
    return %0, %1, %2, %3 : tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>
  }
  func.func private @chlo.atanh.impl(%arg0: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<3x5xf32>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<3x5xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<3x5xf32>
    %0 = stablehlo.abs %arg0 : tensor<3x5xf32>
    %1 = stablehlo.compare GT, %0, %cst_1 : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %2 = stablehlo.log_plus_one %arg0 : tensor<3x5xf32>
    %3 = stablehlo.negate %arg0 : tensor<3x5xf32>
    %4 = stablehlo.log_plus_one %3 : tensor<3x5xf32>
    %5 = stablehlo.subtract %2, %4 : tensor<3x5xf32>
    %6 = stablehlo.multiply %5, %cst : tensor<3x5xf32>
    %7 = stablehlo.select %1, %cst_0, %6 : tensor<3x5xi1>, tensor<3x5xf32>
    return %7 : tensor<3x5xf32>
  }
  func.func private @chlo.acos.impl(%arg0: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x5xf32>
    %0 = stablehlo.subtract %cst, %arg0 : tensor<3x5xf32>
    %1 = stablehlo.add %cst, %arg0 : tensor<3x5xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<3x5xf32>
    %3 = stablehlo.sqrt %2 : tensor<3x5xf32>
    %4 = stablehlo.atan2 %3, %arg0 : tensor<3x5xf32>
    return %4 : tensor<3x5xf32>
  }
  func.func private @chlo.asin.impl(%arg0: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x5xf32>
    %0 = stablehlo.subtract %cst, %arg0 : tensor<3x5xf32>
    %1 = stablehlo.add %cst, %arg0 : tensor<3x5xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<3x5xf32>
    %3 = stablehlo.sqrt %2 : tensor<3x5xf32>
    %4 = stablehlo.add %cst, %3 : tensor<3x5xf32>
    %5 = stablehlo.atan2 %arg0, %4 : tensor<3x5xf32>
    %6 = stablehlo.add %5, %5 : tensor<3x5xf32>
    return %6 : tensor<3x5xf32>
  }
}

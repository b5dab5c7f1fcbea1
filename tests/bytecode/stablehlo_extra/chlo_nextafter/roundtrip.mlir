module @jit_nextafter attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>) -> (tensor<6xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<-1> : tensor<6xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<6xi32>
    %c_2 = stablehlo.constant dense<2147483647> : tensor<6xi32>
    %c_3 = stablehlo.constant dense<-2147483648> : tensor<6xi32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<6xf32>
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<6xf32>) -> tensor<6xi32>
    %1 = stablehlo.bitcast_convert %arg1 : (tensor<6xf32>) -> tensor<6xi32>
    %2 = stablehlo.compare NE, %arg0, %arg0 : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %3 = stablehlo.compare NE, %arg1, %arg1 : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %4 = stablehlo.or %2, %3 : tensor<6xi1>
    %5 = stablehlo.bitcast_convert %cst : (tensor<6xf32>) -> tensor<6xi32>
    %6 = stablehlo.and %0, %c_2 : tensor<6xi32>
    %7 = stablehlo.and %1, %c_2 : tensor<6xi32>
    %8 = stablehlo.compare EQ, %arg0, %arg1 : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %9 = stablehlo.compare EQ, %6, %c_1 : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %10 = stablehlo.compare EQ, %7, %c_1 : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %11 = stablehlo.and %0, %c_3 : tensor<6xi32>
    %12 = stablehlo.and %1, %c_3 : tensor<6xi32>
    %13 = stablehlo.or %12, %c_0 : tensor<6xi32>
    %14 = stablehlo.compare NE, %11, %12 : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %15 = stablehlo.compare GT, %6, %7 : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %16 = stablehlo.or %15, %14 : tensor<6xi1>
    %17 = stablehlo.select %16, %c, %c_0 : tensor<6xi1>, tensor<6xi32>
    %18 = stablehlo.add %0, %17 : tensor<6xi32>
    %19 = stablehlo.select %10, %1, %13 : tensor<6xi1>, tensor<6xi32>
    %20 = stablehlo.select %9, %19, %18 : tensor<6xi1>, tensor<6xi32>
    %21 = stablehlo.select %8, %1, %20 : tensor<6xi1>, tensor<6xi32>
    %22 = stablehlo.select %4, %5, %21 : tensor<6xi1>, tensor<6xi32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<6xi32>) -> tensor<6xf32>
    return %23 : tensor<6xf32>
  }
}

module @jit_atanh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x16xcomplex<f64>>) -> (tensor<16x16xcomplex<f64>> {jax.result_info = "result"}) {
    %0 = stablehlo.composite "chlo.atanh" %arg0 {decomposition = @chlo.atanh.impl, version = 1 : i32} : (tensor<16x16xcomplex<f64>>) -> tensor<16x16xcomplex<f64>>
    return %0 : tensor<16x16xcomplex<f64>>
  }
  func.func private @chlo.atanh.impl(%arg0: tensor<16x16xcomplex<f64>>) -> tensor<16x16xcomplex<f64>> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<16x16xf64>
    %cst_0 = stablehlo.constant dense<3.1415926535897931> : tensor<16x16xf64>
    %cst_1 = stablehlo.constant dense<2.500000e-01> : tensor<16x16xf64>
    %cst_2 = stablehlo.constant dense<0xFFF0000000000000> : tensor<16x16xf64>
    %cst_3 = stablehlo.constant dense<0x7FF0000000000000> : tensor<16x16xf64>
    %cst_4 = stablehlo.constant dense<2.050000e+03> : tensor<16x16xf64>
    %cst_5 = stablehlo.constant dense<0x4170000020000000> : tensor<16x16xf64>
    %cst_6 = stablehlo.constant dense<9.9999999999999997E+37> : tensor<16x16xf64>
    %cst_7 = stablehlo.constant dense<0x4340000000000001> : tensor<16x16xf64>
    %cst_8 = stablehlo.constant dense<1.000000e+308> : tensor<16x16xf64>
    %cst_9 = stablehlo.constant dense<1.7976931348623157E+308> : tensor<16x16xf64>
    %cst_10 = stablehlo.constant dense<4.000000e+00> : tensor<16x16xf64>
    %cst_11 = stablehlo.constant dense<-1.000000e+00> : tensor<16x16xf64>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<16x16xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<16x16xf64>
    %0 = stablehlo.real %arg0 : (tensor<16x16xcomplex<f64>>) -> tensor<16x16xf64>
    %1 = stablehlo.compare GE, %0, %cst_13 : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %2 = stablehlo.select %1, %cst_12, %cst_11 : tensor<16x16xi1>, tensor<16x16xf64>
    %3 = stablehlo.abs %0 : tensor<16x16xf64>
    %4 = stablehlo.compare GT, %cst_9, %cst_8 : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %5 = stablehlo.compare GT, %cst_9, %cst_6 : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %6 = stablehlo.select %5, %cst_5, %cst_4 : tensor<16x16xi1>, tensor<16x16xf64>
    %7 = stablehlo.select %4, %cst_7, %6 : tensor<16x16xi1>, tensor<16x16xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<16x16xf64>
    %9 = stablehlo.compare LT, %3, %8 : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %10 = stablehlo.imag %arg0 : (tensor<16x16xcomplex<f64>>) -> tensor<16x16xf64>
    %11 = stablehlo.abs %10 : tensor<16x16xf64>
    %12 = stablehlo.compare LT, %11, %8 : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %13 = stablehlo.and %9, %12 : tensor<16x16xi1>
    %14 = stablehlo.subtract %cst_12, %3 : tensor<16x16xf64>
    %15 = stablehlo.multiply %14, %14 : tensor<16x16xf64>
    %16 = stablehlo.multiply %10, %10 : tensor<16x16xf64>
    %17 = stablehlo.add %15, %16 : tensor<16x16xf64>
    %18 = stablehlo.divide %3, %17 : tensor<16x16xf64>
    %19 = stablehlo.multiply %11, %7 : tensor<16x16xf64>
    %20 = stablehlo.compare LT, %19, %3 : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %21 = stablehlo.divide %cst_12, %3 : tensor<16x16xf64>
    %22 = stablehlo.compare EQ, %0, %cst_3 : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %23 = stablehlo.compare EQ, %0, %cst_2 : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %24 = stablehlo.or %22, %23 : tensor<16x16xi1>
    %25 = stablehlo.compare EQ, %10, %cst_3 : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %26 = stablehlo.compare EQ, %10, %cst_2 : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %27 = stablehlo.or %25, %26 : tensor<16x16xi1>
    %28 = stablehlo.or %24, %27 : tensor<16x16xi1>
    %29 = stablehlo.divide %3, %10 : tensor<16x16xf64>
    %30 = stablehlo.divide %10, %3 : tensor<16x16xf64>
    %31 = stablehlo.add %29, %30 : tensor<16x16xf64>
    %32 = stablehlo.divide %cst_12, %31 : tensor<16x16xf64>
    %33 = stablehlo.divide %32, %10 : tensor<16x16xf64>
    %34 = stablehlo.select %28, %cst_13, %33 : tensor<16x16xi1>, tensor<16x16xf64>
    %35 = stablehlo.select %20, %21, %34 : tensor<16x16xi1>, tensor<16x16xf64>
    %36 = stablehlo.select %13, %18, %35 : tensor<16x16xi1>, tensor<16x16xf64>
    %37 = stablehlo.multiply %cst_10, %36 : tensor<16x16xf64>
    %38 = stablehlo.log_plus_one %37 : tensor<16x16xf64>
    %39 = stablehlo.multiply %2, %38 : tensor<16x16xf64>
    %40 = stablehlo.multiply %39, %cst_1 : tensor<16x16xf64>
    %41 = stablehlo.add %10, %10 : tensor<16x16xf64>
    %42 = stablehlo.add %cst_12, %3 : tensor<16x16xf64>
    %43 = stablehlo.multiply %14, %42 : tensor<16x16xf64>
    %44 = stablehlo.subtract %43, %16 : tensor<16x16xf64>
    %45 = stablehlo.atan2 %41, %44 : tensor<16x16xf64>
    %46 = stablehlo.compare GE, %10, %cst_13 : (tensor<16x16xf64>, tensor<16x16xf64>) -> tensor<16x16xi1>
    %47 = stablehlo.select %46, %cst_12, %cst_11 : tensor<16x16xi1>, tensor<16x16xf64>
    %48 = stablehlo.multiply %47, %cst_0 : tensor<16x16xf64>
    %49 = stablehlo.select %13, %45, %48 : tensor<16x16xi1>, tensor<16x16xf64>
    %50 = stablehlo.multiply %49, %cst : tensor<16x16xf64>
    %51 = stablehlo.complex %40, %50 : tensor<16x16xcomplex<f64>>
    return %51 : tensor<16x16xcomplex<f64>>
  }
}

module @jit_atanh attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x16xcomplex<f32>>) -> (tensor<16x16xcomplex<f32>> {jax.result_info = "result"}) {
    %0 = stablehlo.composite "chlo.atanh" %arg0 {decomposition = @chlo.atanh.impl, version = 1 : i32} : (tensor<16x16xcomplex<f32>>) -> tensor<16x16xcomplex<f32>>
    return %0 : tensor<16x16xcomplex<f32>>
  }
  func.func private @chlo.atanh.impl(%arg0: tensor<16x16xcomplex<f32>>) -> tensor<16x16xcomplex<f32>> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<16x16xf32>
    %cst_0 = stablehlo.constant dense<3.14159274> : tensor<16x16xf32>
    %cst_1 = stablehlo.constant dense<2.500000e-01> : tensor<16x16xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<16x16xf32>
    %cst_3 = stablehlo.constant dense<2.050000e+03> : tensor<16x16xf32>
    %cst_4 = stablehlo.constant dense<0x4B800001> : tensor<16x16xf32>
    %cst_5 = stablehlo.constant dense<9.99999968E+37> : tensor<16x16xf32>
    %cst_6 = stablehlo.constant dense<9.00719925E+15> : tensor<16x16xf32>
    %cst_7 = stablehlo.constant dense<0x7F800000> : tensor<16x16xf32>
    %cst_8 = stablehlo.constant dense<3.40282347E+38> : tensor<16x16xf32>
    %cst_9 = stablehlo.constant dense<4.000000e+00> : tensor<16x16xf32>
    %cst_10 = stablehlo.constant dense<-1.000000e+00> : tensor<16x16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<16x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<16x16xf32>
    %0 = stablehlo.real %arg0 : (tensor<16x16xcomplex<f32>>) -> tensor<16x16xf32>
    %1 = stablehlo.compare GE, %0, %cst_12 : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %2 = stablehlo.select %1, %cst_11, %cst_10 : tensor<16x16xi1>, tensor<16x16xf32>
    %3 = stablehlo.abs %0 : tensor<16x16xf32>
    %4 = stablehlo.compare GT, %cst_8, %cst_7 : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %5 = stablehlo.compare GT, %cst_8, %cst_5 : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %6 = stablehlo.select %5, %cst_4, %cst_3 : tensor<16x16xi1>, tensor<16x16xf32>
    %7 = stablehlo.select %4, %cst_6, %6 : tensor<16x16xi1>, tensor<16x16xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<16x16xf32>
    %9 = stablehlo.compare LT, %3, %8 : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %10 = stablehlo.imag %arg0 : (tensor<16x16xcomplex<f32>>) -> tensor<16x16xf32>
    %11 = stablehlo.abs %10 : tensor<16x16xf32>
    %12 = stablehlo.compare LT, %11, %8 : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %13 = stablehlo.and %9, %12 : tensor<16x16xi1>
    %14 = stablehlo.subtract %cst_11, %3 : tensor<16x16xf32>
    %15 = stablehlo.multiply %14, %14 : tensor<16x16xf32>
    %16 = stablehlo.multiply %10, %10 : tensor<16x16xf32>
    %17 = stablehlo.add %15, %16 : tensor<16x16xf32>
    %18 = stablehlo.divide %3, %17 : tensor<16x16xf32>
    %19 = stablehlo.multiply %11, %7 : tensor<16x16xf32>
    %20 = stablehlo.compare LT, %19, %3 : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %21 = stablehlo.divide %cst_11, %3 : tensor<16x16xf32>
    %22 = stablehlo.compare EQ, %0, %cst_7 : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %23 = stablehlo.compare EQ, %0, %cst_2 : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %24 = stablehlo.or %22, %23 : tensor<16x16xi1>
    %25 = stablehlo.compare EQ, %10, %cst_7 : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %26 = stablehlo.compare EQ, %10, %cst_2 : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %27 = stablehlo.or %25, %26 : tensor<16x16xi1>
    %28 = stablehlo.or %24, %27 : tensor<16x16xi1>
    %29 = stablehlo.divide %3, %10 : tensor<16x16xf32>
    %30 = stablehlo.divide %10, %3 : tensor<16x16xf32>
    %31 = stablehlo.add %29, %30 : tensor<16x16xf32>
    %32 = stablehlo.divide %cst_11, %31 : tensor<16x16xf32>
    %33 = stablehlo.divide %32, %10 : tensor<16x16xf32>
    %34 = stablehlo.select %28, %cst_12, %33 : tensor<16x16xi1>, tensor<16x16xf32>
    %35 = stablehlo.select %20, %21, %34 : tensor<16x16xi1>, tensor<16x16xf32>
    %36 = stablehlo.select %13, %18, %35 : tensor<16x16xi1>, tensor<16x16xf32>
    %37 = stablehlo.multiply %cst_9, %36 : tensor<16x16xf32>
    %38 = stablehlo.log_plus_one %37 : tensor<16x16xf32>
    %39 = stablehlo.multiply %2, %38 : tensor<16x16xf32>
    %40 = stablehlo.multiply %39, %cst_1 : tensor<16x16xf32>
    %41 = stablehlo.add %10, %10 : tensor<16x16xf32>
    %42 = stablehlo.add %cst_11, %3 : tensor<16x16xf32>
    %43 = stablehlo.multiply %14, %42 : tensor<16x16xf32>
    %44 = stablehlo.subtract %43, %16 : tensor<16x16xf32>
    %45 = stablehlo.atan2 %41, %44 : tensor<16x16xf32>
    %46 = stablehlo.compare GE, %10, %cst_12 : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %47 = stablehlo.select %46, %cst_11, %cst_10 : tensor<16x16xi1>, tensor<16x16xf32>
    %48 = stablehlo.multiply %47, %cst_0 : tensor<16x16xf32>
    %49 = stablehlo.select %13, %45, %48 : tensor<16x16xi1>, tensor<16x16xf32>
    %50 = stablehlo.multiply %49, %cst : tensor<16x16xf32>
    %51 = stablehlo.complex %40, %50 : tensor<16x16xcomplex<f32>>
    return %51 : tensor<16x16xcomplex<f32>>
  }
}

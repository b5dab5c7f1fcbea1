module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf16>, %arg1: tensor<3x5xf16>) -> (tensor<3x5xf16> {jax.result_info = "result[0]"}, tensor<3x5xf16> {jax.result_info = "result[1]"}, tensor<3x5xi1> {jax.result_info = "result[2]"}, tensor<3x5xf16> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.composite "chlo.erf" %arg0 {decomposition = @chlo.erf.impl, version = 1 : i32} : (tensor<3x5xf16>) -> tensor<3x5xf16>
    %1 = stablehlo.multiply %arg1, %arg1 : tensor<3x5xf16>
    %2 = stablehlo.divide %arg1, %arg0 : tensor<3x5xf16>
    %3 = call @isinf(%2) : (tensor<3x5xf16>) -> tensor<3x5xi1>
    %4 = stablehlo.sine %arg0 : tensor<3x5xf16>
    %5 = stablehlo.cosine %arg0 : tensor<3x5xf16>
    %6 = stablehlo.divide %4, %5 : tensor<3x5xf16>
    return %0, %1, %3, %6 : tensor<3x5xf16>, tensor<3x5xf16>, tensor<3x5xi1>, tensor<3x5xf16>
  }
  func.func private @chlo.erf.impl(%arg0: tensor<3x5xf16>) -> tensor<3x5xf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<3x5xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<3x5xf32>
    %cst_1 = stablehlo.constant dense<-0.0142647391> : tensor<3x5xf32>
    %cst_2 = stablehlo.constant dense<-0.00737332925> : tensor<3x5xf32>
    %cst_3 = stablehlo.constant dense<-0.00168282702> : tensor<3x5xf32>
    %cst_4 = stablehlo.constant dense<-2.13374049E-4> : tensor<3x5xf32>
    %cst_5 = stablehlo.constant dense<-1.45660715E-5> : tensor<3x5xf32>
    %cst_6 = stablehlo.constant dense<-0.0160960332> : tensor<3x5xf32>
    %cst_7 = stablehlo.constant dense<-2.954600e-03> : tensor<3x5xf32>
    %cst_8 = stablehlo.constant dense<-7.34990637E-4> : tensor<3x5xf32>
    %cst_9 = stablehlo.constant dense<-5.69250624E-5> : tensor<3x5xf32>
    %cst_10 = stablehlo.constant dense<-2.10102394E-6> : tensor<3x5xf32>
    %cst_11 = stablehlo.constant dense<2.77068146E-8> : tensor<3x5xf32>
    %cst_12 = stablehlo.constant dense<-2.72614237E-10> : tensor<3x5xf32>
    %cst_13 = stablehlo.constant dense<4.000000e+00> : tensor<3x5xf32>
    %cst_14 = stablehlo.constant dense<-4.000000e+00> : tensor<3x5xf32>
    %0 = stablehlo.convert %arg0 : (tensor<3x5xf16>) -> tensor<3x5xf32>
    %1 = stablehlo.clamp %cst_14, %0, %cst_13 : tensor<3x5xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<3x5xf32>
    %3 = stablehlo.multiply %cst_12, %2 : tensor<3x5xf32>
    %4 = stablehlo.add %3, %cst_11 : tensor<3x5xf32>
    %5 = stablehlo.multiply %4, %2 : tensor<3x5xf32>
    %6 = stablehlo.add %5, %cst_10 : tensor<3x5xf32>
    %7 = stablehlo.multiply %6, %2 : tensor<3x5xf32>
    %8 = stablehlo.add %7, %cst_9 : tensor<3x5xf32>
    %9 = stablehlo.multiply %8, %2 : tensor<3x5xf32>
    %10 = stablehlo.add %9, %cst_8 : tensor<3x5xf32>
    %11 = stablehlo.multiply %10, %2 : tensor<3x5xf32>
    %12 = stablehlo.add %11, %cst_7 : tensor<3x5xf32>
    %13 = stablehlo.multiply %12, %2 : tensor<3x5xf32>
    %14 = stablehlo.add %13, %cst_6 : tensor<3x5xf32>
    %15 = stablehlo.multiply %cst_5, %2 : tensor<3x5xf32>
    %16 = stablehlo.add %15, %cst_4 : tensor<3x5xf32>
    %17 = stablehlo.multiply %16, %2 : tensor<3x5xf32>
    %18 = stablehlo.add %17, %cst_3 : tensor<3x5xf32>
    %19 = stablehlo.multiply %18, %2 : tensor<3x5xf32>
    %20 = stablehlo.add %19, %cst_2 : tensor<3x5xf32>
    %21 = stablehlo.multiply %20, %2 : tensor<3x5xf32>
    %22 = stablehlo.add %21, %cst_1 : tensor<3x5xf32>
    %23 = stablehlo.multiply %1, %14 : tensor<3x5xf32>
    %24 = stablehlo.divide %23, %22 : tensor<3x5xf32>
    %25 = stablehlo.clamp %cst_0, %24, %cst : tensor<3x5xf32>
    %26 = stablehlo.convert %25 : (tensor<3x5xf32>) -> tensor<3x5xf16>
    return %26 : tensor<3x5xf16>
  }
  func.func private @isinf(%arg0: tensor<3x5xf16>) -> tensor<3x5xi1> {
    %cst = stablehlo.constant dense<0x7C00> : tensor<f16>
    %0 = stablehlo.abs %arg0 : tensor<3x5xf16>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<3x5xf16>
    %2 = stablehlo.compare EQ, %0, %1, FLOAT : (tensor<3x5xf16>, tensor<3x5xf16>) -> tensor<3x5xi1>
    return %2 : tensor<3x5xi1>
  }
}

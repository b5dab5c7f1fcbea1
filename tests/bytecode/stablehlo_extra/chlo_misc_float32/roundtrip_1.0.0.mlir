module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>) -> (tensor<3x5xf32> {jax.result_info = "result[0]"}, tensor<3x5xf32> {jax.result_info = "result[1]"}, tensor<3x5xi1> {jax.result_info = "result[2]"}, tensor<3x5xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.composite "chlo.erf" %arg0 {decomposition = @chlo.erf.impl, version = 1 : i32} : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %1 = stablehlo.multiply %arg1, %arg1 : tensor<3x5xf32>
    %2 = stablehlo.divide %arg1, %arg0 : tensor<3x5xf32>
    %3 = call @isinf(%2) : (tensor<3x5xf32>) -> tensor<3x5xi1>
    %4 = stablehlo.sine %arg0 : tensor<3x5xf32>
    %5 = stablehlo.cosine %arg0 : tensor<3x5xf32>
    %6 = stablehlo.divide %4, %5 : tensor<3x5xf32>
    return %0, %1, %3, %6 : tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xi1>, tensor<3x5xf32>
  }
  func.func private @chlo.erf.impl(%arg0: tensor<3x5xf32>) -> tensor<3x5xf32> {
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
    %cst_13 = stablehlo.constant dense<-4.000000e+00> : tensor<3x5xf32>
    %cst_14 = stablehlo.constant dense<4.000000e+00> : tensor<3x5xf32>
    %0 = stablehlo.clamp %cst_13, %arg0, %cst_14 : tensor<3x5xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<3x5xf32>
    %2 = stablehlo.multiply %cst_12, %1 : tensor<3x5xf32>
    %3 = stablehlo.add %2, %cst_11 : tensor<3x5xf32>
    %4 = stablehlo.multiply %3, %1 : tensor<3x5xf32>
    %5 = stablehlo.add %4, %cst_10 : tensor<3x5xf32>
    %6 = stablehlo.multiply %5, %1 : tensor<3x5xf32>
    %7 = stablehlo.add %6, %cst_9 : tensor<3x5xf32>
    %8 = stablehlo.multiply %7, %1 : tensor<3x5xf32>
    %9 = stablehlo.add %8, %cst_8 : tensor<3x5xf32>
    %10 = stablehlo.multiply %9, %1 : tensor<3x5xf32>
    %11 = stablehlo.add %10, %cst_7 : tensor<3x5xf32>
    %12 = stablehlo.multiply %11, %1 : tensor<3x5xf32>
    %13 = stablehlo.add %12, %cst_6 : tensor<3x5xf32>
    %14 = stablehlo.multiply %cst_5, %1 : tensor<3x5xf32>
    %15 = stablehlo.add %14, %cst_4 : tensor<3x5xf32>
    %16 = stablehlo.multiply %15, %1 : tensor<3x5xf32>
    %17 = stablehlo.add %16, %cst_3 : tensor<3x5xf32>
    %18 = stablehlo.multiply %17, %1 : tensor<3x5xf32>
    %19 = stablehlo.add %18, %cst_2 : tensor<3x5xf32>
    %20 = stablehlo.multiply %19, %1 : tensor<3x5xf32>
    %21 = stablehlo.add %20, %cst_1 : tensor<3x5xf32>
    %22 = stablehlo.multiply %0, %13 : tensor<3x5xf32>
    %23 = stablehlo.divide %22, %21 : tensor<3x5xf32>
    %24 = stablehlo.clamp %cst_0, %23, %cst : tensor<3x5xf32>
    return %24 : tensor<3x5xf32>
  }
  func.func private @isinf(%arg0: tensor<3x5xf32>) -> tensor<3x5xi1> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %0 = stablehlo.abs %arg0 : tensor<3x5xf32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2 = stablehlo.compare EQ, %0, %1, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    return %2 : tensor<3x5xi1>
  }
}

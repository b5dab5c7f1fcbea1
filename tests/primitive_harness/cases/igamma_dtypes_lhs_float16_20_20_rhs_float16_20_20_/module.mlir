module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20x20xf16>, %arg1: tensor<20x20xf16>) -> (tensor<20x20xf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<20x20xf16>) -> tensor<20x20xf32>
    %1 = stablehlo.convert %arg1 : (tensor<20x20xf16>) -> tensor<20x20xf32>
    %2 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %3 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %4 = stablehlo.or %2, %3 : tensor<20x20xi1>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %6 = stablehlo.compare EQ, %1, %5, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %8 = stablehlo.compare EQ, %0, %7, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %10 = stablehlo.compare EQ, %1, %9, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %12 = stablehlo.compare LT, %1, %11, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %14 = stablehlo.compare LT, %0, %13, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %15 = stablehlo.and %8, %10 : tensor<20x20xi1>
    %16 = stablehlo.or %12, %14 : tensor<20x20xi1>
    %17 = stablehlo.or %16, %15 : tensor<20x20xi1>
    %18 = stablehlo.or %17, %4 : tensor<20x20xi1>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %20 = stablehlo.compare GE, %1, %19, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %21 = stablehlo.compare GT, %1, %0, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %22 = stablehlo.and %20, %21 : tensor<20x20xi1>
    %23 = stablehlo.log %1 : tensor<20x20xf32>
    %24 = stablehlo.multiply %0, %23 : tensor<20x20xf32>
    %25 = stablehlo.subtract %24, %1 : tensor<20x20xf32>
    %26 = chlo.lgamma %0 : tensor<20x20xf32> -> tensor<20x20xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<20x20xf32>
    %cst_5 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %28 = stablehlo.log %cst_5 : tensor<f32>
    %29 = stablehlo.negate %28 : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %31 = stablehlo.compare LT, %27, %30, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %32 = stablehlo.exponential %27 : tensor<20x20xf32>
    %33 = stablehlo.or %10, %18 : tensor<20x20xi1>
    %34 = stablehlo.or %33, %31 : tensor<20x20xi1>
    %35 = stablehlo.or %34, %6 : tensor<20x20xi1>
    %36 = stablehlo.not %35 : tensor<20x20xi1>
    %37 = stablehlo.and %36, %22 : tensor<20x20xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %39 = stablehlo.subtract %38, %0 : tensor<20x20xf32>
    %40 = stablehlo.add %1, %39 : tensor<20x20xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %42 = stablehlo.add %40, %41 : tensor<20x20xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %45 = stablehlo.add %1, %44 : tensor<20x20xf32>
    %46 = stablehlo.multiply %42, %1 : tensor<20x20xf32>
    %47 = stablehlo.divide %45, %46 : tensor<20x20xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %52 = stablehlo.negate %1 : tensor<20x20xf32>
    %53 = stablehlo.multiply %47, %52 : tensor<20x20xf32>
    %54 = stablehlo.subtract %51, %53 : tensor<20x20xf32>
    %55 = stablehlo.divide %54, %46 : tensor<20x20xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56:15 = stablehlo.while(%iterArg = %37, %iterArg_23 = %47, %iterArg_24 = %48, %iterArg_25 = %39, %iterArg_26 = %42, %iterArg_27 = %cst_14, %iterArg_28 = %45, %iterArg_29 = %46, %iterArg_30 = %43, %iterArg_31 = %1, %iterArg_32 = %49, %iterArg_33 = %50, %iterArg_34 = %51, %iterArg_35 = %52, %iterArg_36 = %55) : tensor<20x20xi1>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<f32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>
    cond {
      %cst_37 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %77 = stablehlo.compare LT, %iterArg_27, %cst_37, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %78 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0, 1] : (tensor<20x20xi1>, tensor<i1>) -> tensor<i1>
      %79 = stablehlo.and %77, %78 : tensor<i1>
      stablehlo.return %79 : tensor<i1>
    } do {
      %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %77 = stablehlo.add %iterArg_27, %cst_37 : tensor<f32>
      %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %78 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %79 = stablehlo.add %iterArg_25, %78 : tensor<20x20xf32>
      %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %80 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %81 = stablehlo.add %iterArg_26, %80 : tensor<20x20xf32>
      %82 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %83 = stablehlo.multiply %79, %82 : tensor<20x20xf32>
      %84 = stablehlo.multiply %iterArg_28, %81 : tensor<20x20xf32>
      %85 = stablehlo.multiply %iterArg_30, %83 : tensor<20x20xf32>
      %86 = stablehlo.subtract %84, %85 : tensor<20x20xf32>
      %87 = stablehlo.multiply %iterArg_29, %81 : tensor<20x20xf32>
      %88 = stablehlo.multiply %iterArg_31, %83 : tensor<20x20xf32>
      %89 = stablehlo.subtract %87, %88 : tensor<20x20xf32>
      %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %90 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %91 = stablehlo.compare NE, %89, %90, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
      %92 = stablehlo.divide %86, %89 : tensor<20x20xf32>
      %93 = stablehlo.subtract %iterArg_23, %92 : tensor<20x20xf32>
      %94 = stablehlo.divide %93, %92 : tensor<20x20xf32>
      %95 = stablehlo.abs %94 : tensor<20x20xf32>
      %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %97 = stablehlo.select %91, %95, %96 : tensor<20x20xi1>, tensor<20x20xf32>
      %98 = stablehlo.select %91, %92, %iterArg_23 : tensor<20x20xi1>, tensor<20x20xf32>
      %99 = stablehlo.multiply %iterArg_34, %81 : tensor<20x20xf32>
      %100 = stablehlo.subtract %99, %iterArg_28 : tensor<20x20xf32>
      %101 = stablehlo.multiply %iterArg_32, %83 : tensor<20x20xf32>
      %102 = stablehlo.subtract %100, %101 : tensor<20x20xf32>
      %103 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %104 = stablehlo.multiply %iterArg_30, %103 : tensor<20x20xf32>
      %105 = stablehlo.add %102, %104 : tensor<20x20xf32>
      %106 = stablehlo.multiply %iterArg_35, %81 : tensor<20x20xf32>
      %107 = stablehlo.subtract %106, %iterArg_29 : tensor<20x20xf32>
      %108 = stablehlo.multiply %iterArg_33, %83 : tensor<20x20xf32>
      %109 = stablehlo.subtract %107, %108 : tensor<20x20xf32>
      %110 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %111 = stablehlo.multiply %iterArg_31, %110 : tensor<20x20xf32>
      %112 = stablehlo.add %109, %111 : tensor<20x20xf32>
      %113 = stablehlo.multiply %98, %112 : tensor<20x20xf32>
      %114 = stablehlo.subtract %105, %113 : tensor<20x20xf32>
      %115 = stablehlo.divide %114, %89 : tensor<20x20xf32>
      %116 = stablehlo.select %91, %115, %iterArg_36 : tensor<20x20xi1>, tensor<20x20xf32>
      %117 = stablehlo.subtract %116, %iterArg_36 : tensor<20x20xf32>
      %118 = stablehlo.abs %117 : tensor<20x20xf32>
      %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %119 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %120 = stablehlo.select %91, %118, %119 : tensor<20x20xi1>, tensor<20x20xf32>
      %121 = stablehlo.abs %86 : tensor<20x20xf32>
      %cst_43 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %122 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<f32>
      %123 = stablehlo.divide %122, %cst_43 : tensor<f32>
      %124 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %125 = stablehlo.compare GT, %121, %124, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
      %cst_45 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %126 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %127 = stablehlo.multiply %iterArg_28, %126 : tensor<20x20xf32>
      %128 = stablehlo.select %125, %127, %iterArg_28 : tensor<20x20xi1>, tensor<20x20xf32>
      %cst_46 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %129 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %130 = stablehlo.multiply %86, %129 : tensor<20x20xf32>
      %131 = stablehlo.select %125, %130, %86 : tensor<20x20xi1>, tensor<20x20xf32>
      %cst_47 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %132 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %133 = stablehlo.multiply %iterArg_29, %132 : tensor<20x20xf32>
      %134 = stablehlo.select %125, %133, %iterArg_29 : tensor<20x20xi1>, tensor<20x20xf32>
      %cst_48 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %135 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %136 = stablehlo.multiply %89, %135 : tensor<20x20xf32>
      %137 = stablehlo.select %125, %136, %89 : tensor<20x20xi1>, tensor<20x20xf32>
      %cst_49 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %138 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %139 = stablehlo.multiply %iterArg_34, %138 : tensor<20x20xf32>
      %140 = stablehlo.select %125, %139, %iterArg_34 : tensor<20x20xi1>, tensor<20x20xf32>
      %cst_50 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %141 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %142 = stablehlo.multiply %iterArg_35, %141 : tensor<20x20xf32>
      %143 = stablehlo.select %125, %142, %iterArg_35 : tensor<20x20xi1>, tensor<20x20xf32>
      %cst_51 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %144 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %145 = stablehlo.multiply %105, %144 : tensor<20x20xf32>
      %146 = stablehlo.select %125, %145, %105 : tensor<20x20xi1>, tensor<20x20xf32>
      %cst_52 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %147 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %148 = stablehlo.multiply %112, %147 : tensor<20x20xf32>
      %149 = stablehlo.select %125, %148, %112 : tensor<20x20xi1>, tensor<20x20xf32>
      %cst_53 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %150 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %151 = stablehlo.compare GT, %97, %150, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
      %152 = stablehlo.and %iterArg, %151 : tensor<20x20xi1>
      %153 = stablehlo.select %iterArg, %98, %iterArg_23 : tensor<20x20xi1>, tensor<20x20xf32>
      %154 = stablehlo.select %iterArg, %97, %iterArg_24 : tensor<20x20xi1>, tensor<20x20xf32>
      %155 = stablehlo.select %iterArg, %79, %iterArg_25 : tensor<20x20xi1>, tensor<20x20xf32>
      %156 = stablehlo.select %iterArg, %81, %iterArg_26 : tensor<20x20xi1>, tensor<20x20xf32>
      %157 = stablehlo.select %iterArg, %131, %iterArg_28 : tensor<20x20xi1>, tensor<20x20xf32>
      %158 = stablehlo.select %iterArg, %137, %iterArg_29 : tensor<20x20xi1>, tensor<20x20xf32>
      %159 = stablehlo.select %iterArg, %128, %iterArg_30 : tensor<20x20xi1>, tensor<20x20xf32>
      %160 = stablehlo.select %iterArg, %134, %iterArg_31 : tensor<20x20xi1>, tensor<20x20xf32>
      %161 = stablehlo.select %iterArg, %140, %iterArg_32 : tensor<20x20xi1>, tensor<20x20xf32>
      %162 = stablehlo.select %iterArg, %143, %iterArg_33 : tensor<20x20xi1>, tensor<20x20xf32>
      %163 = stablehlo.select %iterArg, %146, %iterArg_34 : tensor<20x20xi1>, tensor<20x20xf32>
      %164 = stablehlo.select %iterArg, %149, %iterArg_35 : tensor<20x20xi1>, tensor<20x20xf32>
      %165 = stablehlo.select %iterArg, %116, %iterArg_36 : tensor<20x20xi1>, tensor<20x20xf32>
      stablehlo.return %152, %153, %154, %155, %156, %77, %157, %158, %159, %160, %161, %162, %163, %164, %165 : tensor<20x20xi1>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<f32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>
    }
    %57 = stablehlo.multiply %56#1, %32 : tensor<20x20xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %59 = stablehlo.subtract %58, %57 : tensor<20x20xf32>
    %60 = stablehlo.not %22 : tensor<20x20xi1>
    %61 = stablehlo.and %36, %60 : tensor<20x20xi1>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %66:7 = stablehlo.while(%iterArg = %61, %iterArg_23 = %0, %iterArg_24 = %62, %iterArg_25 = %63, %iterArg_26 = %1, %iterArg_27 = %64, %iterArg_28 = %65) : tensor<20x20xi1>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %77 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0, 1] : (tensor<20x20xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %77 : tensor<i1>
    } do {
      %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %77 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %78 = stablehlo.add %iterArg_23, %77 : tensor<20x20xf32>
      %79 = stablehlo.divide %iterArg_26, %78 : tensor<20x20xf32>
      %80 = stablehlo.multiply %iterArg_27, %79 : tensor<20x20xf32>
      %81 = stablehlo.multiply %iterArg_24, %iterArg_26 : tensor<20x20xf32>
      %82 = stablehlo.multiply %78, %78 : tensor<20x20xf32>
      %83 = stablehlo.divide %81, %82 : tensor<20x20xf32>
      %84 = stablehlo.subtract %80, %83 : tensor<20x20xf32>
      %85 = stablehlo.add %iterArg_28, %84 : tensor<20x20xf32>
      %86 = stablehlo.divide %iterArg_26, %78 : tensor<20x20xf32>
      %87 = stablehlo.multiply %iterArg_24, %86 : tensor<20x20xf32>
      %88 = stablehlo.add %iterArg_25, %87 : tensor<20x20xf32>
      %89 = stablehlo.divide %87, %88 : tensor<20x20xf32>
      %cst_30 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %90 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %91 = stablehlo.compare GT, %89, %90, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
      %92 = stablehlo.and %iterArg, %91 : tensor<20x20xi1>
      %93 = stablehlo.select %iterArg, %78, %iterArg_23 : tensor<20x20xi1>, tensor<20x20xf32>
      %94 = stablehlo.select %iterArg, %87, %iterArg_24 : tensor<20x20xi1>, tensor<20x20xf32>
      %95 = stablehlo.select %iterArg, %88, %iterArg_25 : tensor<20x20xi1>, tensor<20x20xf32>
      %96 = stablehlo.select %iterArg, %iterArg_26, %iterArg_26 : tensor<20x20xi1>, tensor<20x20xf32>
      %97 = stablehlo.select %iterArg, %84, %iterArg_27 : tensor<20x20xi1>, tensor<20x20xf32>
      %98 = stablehlo.select %iterArg, %85, %iterArg_28 : tensor<20x20xi1>, tensor<20x20xf32>
      stablehlo.return %92, %93, %94, %95, %96, %97, %98 : tensor<20x20xi1>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>
    }
    %67 = stablehlo.multiply %66#3, %32 : tensor<20x20xf32>
    %68 = stablehlo.divide %67, %0 : tensor<20x20xf32>
    %69 = stablehlo.select %22, %59, %68 : tensor<20x20xi1>, tensor<20x20xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %71 = stablehlo.select %10, %70, %69 : tensor<20x20xi1>, tensor<20x20xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %73 = stablehlo.select %6, %72, %71 : tensor<20x20xi1>, tensor<20x20xf32>
    %cst_22 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %75 = stablehlo.select %18, %74, %73 : tensor<20x20xi1>, tensor<20x20xf32>
    %76 = stablehlo.convert %75 : (tensor<20x20xf32>) -> tensor<20x20xf16>
    return %76 : tensor<20x20xf16>
  }
}

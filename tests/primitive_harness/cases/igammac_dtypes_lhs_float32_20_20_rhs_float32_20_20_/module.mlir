module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20x20xf32>, %arg1: tensor<20x20xf32>) -> (tensor<20x20xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %1 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %2 = stablehlo.or %0, %1 : tensor<20x20xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %4 = stablehlo.compare EQ, %arg0, %3, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %6 = stablehlo.compare EQ, %arg1, %5, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %cst_1 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %8 = stablehlo.compare EQ, %arg1, %7, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %10 = stablehlo.compare LT, %arg1, %9, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %12 = stablehlo.compare LT, %arg0, %11, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %13 = stablehlo.and %4, %6 : tensor<20x20xi1>
    %14 = stablehlo.or %10, %12 : tensor<20x20xi1>
    %15 = stablehlo.or %14, %13 : tensor<20x20xi1>
    %16 = stablehlo.or %15, %2 : tensor<20x20xi1>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %18 = stablehlo.compare LT, %arg1, %17, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %19 = stablehlo.compare LT, %arg1, %arg0, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %20 = stablehlo.or %18, %19 : tensor<20x20xi1>
    %21 = stablehlo.log %arg1 : tensor<20x20xf32>
    %22 = stablehlo.multiply %arg0, %21 : tensor<20x20xf32>
    %23 = stablehlo.subtract %22, %arg1 : tensor<20x20xf32>
    %24 = chlo.lgamma %arg0 : tensor<20x20xf32> -> tensor<20x20xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<20x20xf32>
    %cst_5 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %26 = stablehlo.log %cst_5 : tensor<f32>
    %27 = stablehlo.negate %26 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %29 = stablehlo.compare LT, %25, %28, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
    %30 = stablehlo.or %16, %29 : tensor<20x20xi1>
    %31 = stablehlo.or %30, %8 : tensor<20x20xi1>
    %32 = stablehlo.or %31, %4 : tensor<20x20xi1>
    %33 = stablehlo.not %32 : tensor<20x20xi1>
    %34 = stablehlo.exponential %25 : tensor<20x20xf32>
    %35 = stablehlo.and %33, %20 : tensor<20x20xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %40:7 = stablehlo.while(%iterArg = %35, %iterArg_22 = %arg0, %iterArg_23 = %36, %iterArg_24 = %37, %iterArg_25 = %arg1, %iterArg_26 = %38, %iterArg_27 = %39) : tensor<20x20xi1>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %73 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0, 1] : (tensor<20x20xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %73 : tensor<i1>
    } do {
      %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %73 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %74 = stablehlo.add %iterArg_22, %73 : tensor<20x20xf32>
      %75 = stablehlo.divide %iterArg_25, %74 : tensor<20x20xf32>
      %76 = stablehlo.multiply %iterArg_26, %75 : tensor<20x20xf32>
      %77 = stablehlo.multiply %iterArg_23, %iterArg_25 : tensor<20x20xf32>
      %78 = stablehlo.multiply %74, %74 : tensor<20x20xf32>
      %79 = stablehlo.divide %77, %78 : tensor<20x20xf32>
      %80 = stablehlo.subtract %76, %79 : tensor<20x20xf32>
      %81 = stablehlo.add %iterArg_27, %80 : tensor<20x20xf32>
      %82 = stablehlo.divide %iterArg_25, %74 : tensor<20x20xf32>
      %83 = stablehlo.multiply %iterArg_23, %82 : tensor<20x20xf32>
      %84 = stablehlo.add %iterArg_24, %83 : tensor<20x20xf32>
      %85 = stablehlo.divide %83, %84 : tensor<20x20xf32>
      %cst_29 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %86 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %87 = stablehlo.compare GT, %85, %86, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
      %88 = stablehlo.and %iterArg, %87 : tensor<20x20xi1>
      %89 = stablehlo.select %iterArg, %74, %iterArg_22 : tensor<20x20xi1>, tensor<20x20xf32>
      %90 = stablehlo.select %iterArg, %83, %iterArg_23 : tensor<20x20xi1>, tensor<20x20xf32>
      %91 = stablehlo.select %iterArg, %84, %iterArg_24 : tensor<20x20xi1>, tensor<20x20xf32>
      %92 = stablehlo.select %iterArg, %iterArg_25, %iterArg_25 : tensor<20x20xi1>, tensor<20x20xf32>
      %93 = stablehlo.select %iterArg, %80, %iterArg_26 : tensor<20x20xi1>, tensor<20x20xf32>
      %94 = stablehlo.select %iterArg, %81, %iterArg_27 : tensor<20x20xi1>, tensor<20x20xf32>
      stablehlo.return %88, %89, %90, %91, %92, %93, %94 : tensor<20x20xi1>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>
    }
    %41 = stablehlo.multiply %40#3, %34 : tensor<20x20xf32>
    %42 = stablehlo.divide %41, %arg0 : tensor<20x20xf32>
    %43 = stablehlo.not %20 : tensor<20x20xi1>
    %44 = stablehlo.and %33, %43 : tensor<20x20xi1>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %46 = stablehlo.subtract %45, %arg0 : tensor<20x20xf32>
    %47 = stablehlo.add %arg1, %46 : tensor<20x20xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %49 = stablehlo.add %47, %48 : tensor<20x20xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %52 = stablehlo.add %arg1, %51 : tensor<20x20xf32>
    %53 = stablehlo.multiply %49, %arg1 : tensor<20x20xf32>
    %54 = stablehlo.divide %52, %53 : tensor<20x20xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %59 = stablehlo.negate %arg1 : tensor<20x20xf32>
    %60 = stablehlo.multiply %54, %59 : tensor<20x20xf32>
    %61 = stablehlo.subtract %58, %60 : tensor<20x20xf32>
    %62 = stablehlo.divide %61, %53 : tensor<20x20xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63:15 = stablehlo.while(%iterArg = %44, %iterArg_22 = %54, %iterArg_23 = %55, %iterArg_24 = %46, %iterArg_25 = %49, %iterArg_26 = %cst_18, %iterArg_27 = %52, %iterArg_28 = %53, %iterArg_29 = %50, %iterArg_30 = %arg1, %iterArg_31 = %56, %iterArg_32 = %57, %iterArg_33 = %58, %iterArg_34 = %59, %iterArg_35 = %62) : tensor<20x20xi1>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<f32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>
    cond {
      %cst_36 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %73 = stablehlo.compare LT, %iterArg_26, %cst_36, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %74 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [0, 1] : (tensor<20x20xi1>, tensor<i1>) -> tensor<i1>
      %75 = stablehlo.and %73, %74 : tensor<i1>
      stablehlo.return %75 : tensor<i1>
    } do {
      %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %73 = stablehlo.add %iterArg_26, %cst_36 : tensor<f32>
      %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %74 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %75 = stablehlo.add %iterArg_24, %74 : tensor<20x20xf32>
      %cst_38 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %77 = stablehlo.add %iterArg_25, %76 : tensor<20x20xf32>
      %78 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %79 = stablehlo.multiply %75, %78 : tensor<20x20xf32>
      %80 = stablehlo.multiply %iterArg_27, %77 : tensor<20x20xf32>
      %81 = stablehlo.multiply %iterArg_29, %79 : tensor<20x20xf32>
      %82 = stablehlo.subtract %80, %81 : tensor<20x20xf32>
      %83 = stablehlo.multiply %iterArg_28, %77 : tensor<20x20xf32>
      %84 = stablehlo.multiply %iterArg_30, %79 : tensor<20x20xf32>
      %85 = stablehlo.subtract %83, %84 : tensor<20x20xf32>
      %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %86 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %87 = stablehlo.compare NE, %85, %86, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
      %88 = stablehlo.divide %82, %85 : tensor<20x20xf32>
      %89 = stablehlo.subtract %iterArg_22, %88 : tensor<20x20xf32>
      %90 = stablehlo.divide %89, %88 : tensor<20x20xf32>
      %91 = stablehlo.abs %90 : tensor<20x20xf32>
      %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %92 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %93 = stablehlo.select %87, %91, %92 : tensor<20x20xi1>, tensor<20x20xf32>
      %94 = stablehlo.select %87, %88, %iterArg_22 : tensor<20x20xi1>, tensor<20x20xf32>
      %95 = stablehlo.multiply %iterArg_33, %77 : tensor<20x20xf32>
      %96 = stablehlo.subtract %95, %iterArg_27 : tensor<20x20xf32>
      %97 = stablehlo.multiply %iterArg_31, %79 : tensor<20x20xf32>
      %98 = stablehlo.subtract %96, %97 : tensor<20x20xf32>
      %99 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %100 = stablehlo.multiply %iterArg_29, %99 : tensor<20x20xf32>
      %101 = stablehlo.add %98, %100 : tensor<20x20xf32>
      %102 = stablehlo.multiply %iterArg_34, %77 : tensor<20x20xf32>
      %103 = stablehlo.subtract %102, %iterArg_28 : tensor<20x20xf32>
      %104 = stablehlo.multiply %iterArg_32, %79 : tensor<20x20xf32>
      %105 = stablehlo.subtract %103, %104 : tensor<20x20xf32>
      %106 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %107 = stablehlo.multiply %iterArg_30, %106 : tensor<20x20xf32>
      %108 = stablehlo.add %105, %107 : tensor<20x20xf32>
      %109 = stablehlo.multiply %94, %108 : tensor<20x20xf32>
      %110 = stablehlo.subtract %101, %109 : tensor<20x20xf32>
      %111 = stablehlo.divide %110, %85 : tensor<20x20xf32>
      %112 = stablehlo.select %87, %111, %iterArg_35 : tensor<20x20xi1>, tensor<20x20xf32>
      %113 = stablehlo.subtract %112, %iterArg_35 : tensor<20x20xf32>
      %114 = stablehlo.abs %113 : tensor<20x20xf32>
      %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %115 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %116 = stablehlo.select %87, %114, %115 : tensor<20x20xi1>, tensor<20x20xf32>
      %117 = stablehlo.abs %82 : tensor<20x20xf32>
      %cst_42 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %118 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<f32>
      %119 = stablehlo.divide %118, %cst_42 : tensor<f32>
      %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %121 = stablehlo.compare GT, %117, %120, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
      %cst_44 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %122 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %123 = stablehlo.multiply %iterArg_27, %122 : tensor<20x20xf32>
      %124 = stablehlo.select %121, %123, %iterArg_27 : tensor<20x20xi1>, tensor<20x20xf32>
      %cst_45 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %125 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %126 = stablehlo.multiply %82, %125 : tensor<20x20xf32>
      %127 = stablehlo.select %121, %126, %82 : tensor<20x20xi1>, tensor<20x20xf32>
      %cst_46 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %128 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %129 = stablehlo.multiply %iterArg_28, %128 : tensor<20x20xf32>
      %130 = stablehlo.select %121, %129, %iterArg_28 : tensor<20x20xi1>, tensor<20x20xf32>
      %cst_47 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %131 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %132 = stablehlo.multiply %85, %131 : tensor<20x20xf32>
      %133 = stablehlo.select %121, %132, %85 : tensor<20x20xi1>, tensor<20x20xf32>
      %cst_48 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %134 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %135 = stablehlo.multiply %iterArg_33, %134 : tensor<20x20xf32>
      %136 = stablehlo.select %121, %135, %iterArg_33 : tensor<20x20xi1>, tensor<20x20xf32>
      %cst_49 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %137 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %138 = stablehlo.multiply %iterArg_34, %137 : tensor<20x20xf32>
      %139 = stablehlo.select %121, %138, %iterArg_34 : tensor<20x20xi1>, tensor<20x20xf32>
      %cst_50 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %140 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %141 = stablehlo.multiply %101, %140 : tensor<20x20xf32>
      %142 = stablehlo.select %121, %141, %101 : tensor<20x20xi1>, tensor<20x20xf32>
      %cst_51 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %143 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %144 = stablehlo.multiply %108, %143 : tensor<20x20xf32>
      %145 = stablehlo.select %121, %144, %108 : tensor<20x20xi1>, tensor<20x20xf32>
      %cst_52 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %146 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
      %147 = stablehlo.compare GT, %93, %146, FLOAT : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xi1>
      %148 = stablehlo.and %iterArg, %147 : tensor<20x20xi1>
      %149 = stablehlo.select %iterArg, %94, %iterArg_22 : tensor<20x20xi1>, tensor<20x20xf32>
      %150 = stablehlo.select %iterArg, %93, %iterArg_23 : tensor<20x20xi1>, tensor<20x20xf32>
      %151 = stablehlo.select %iterArg, %75, %iterArg_24 : tensor<20x20xi1>, tensor<20x20xf32>
      %152 = stablehlo.select %iterArg, %77, %iterArg_25 : tensor<20x20xi1>, tensor<20x20xf32>
      %153 = stablehlo.select %iterArg, %127, %iterArg_27 : tensor<20x20xi1>, tensor<20x20xf32>
      %154 = stablehlo.select %iterArg, %133, %iterArg_28 : tensor<20x20xi1>, tensor<20x20xf32>
      %155 = stablehlo.select %iterArg, %124, %iterArg_29 : tensor<20x20xi1>, tensor<20x20xf32>
      %156 = stablehlo.select %iterArg, %130, %iterArg_30 : tensor<20x20xi1>, tensor<20x20xf32>
      %157 = stablehlo.select %iterArg, %136, %iterArg_31 : tensor<20x20xi1>, tensor<20x20xf32>
      %158 = stablehlo.select %iterArg, %139, %iterArg_32 : tensor<20x20xi1>, tensor<20x20xf32>
      %159 = stablehlo.select %iterArg, %142, %iterArg_33 : tensor<20x20xi1>, tensor<20x20xf32>
      %160 = stablehlo.select %iterArg, %145, %iterArg_34 : tensor<20x20xi1>, tensor<20x20xf32>
      %161 = stablehlo.select %iterArg, %112, %iterArg_35 : tensor<20x20xi1>, tensor<20x20xf32>
      stablehlo.return %148, %149, %150, %151, %152, %73, %153, %154, %155, %156, %157, %158, %159, %160, %161 : tensor<20x20xi1>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<f32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>, tensor<20x20xf32>
    }
    %64 = stablehlo.multiply %63#1, %34 : tensor<20x20xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %66 = stablehlo.subtract %65, %42 : tensor<20x20xf32>
    %67 = stablehlo.select %20, %66, %64 : tensor<20x20xi1>, tensor<20x20xf32>
    %68 = stablehlo.or %8, %4 : tensor<20x20xi1>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %70 = stablehlo.select %68, %69, %67 : tensor<20x20xi1>, tensor<20x20xf32>
    %cst_21 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<20x20xf32>
    %72 = stablehlo.select %16, %71, %70 : tensor<20x20xi1>, tensor<20x20xf32>
    return %72 : tensor<20x20xf32>
  }
}

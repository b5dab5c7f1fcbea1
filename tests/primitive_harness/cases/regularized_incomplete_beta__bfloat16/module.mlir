module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9xbf16>, %arg1: tensor<9xbf16>, %arg2: tensor<9xbf16>) -> (tensor<9xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<9xbf16>) -> tensor<9xf32>
    %1 = stablehlo.convert %arg1 : (tensor<9xbf16>) -> tensor<9xf32>
    %2 = stablehlo.convert %arg2 : (tensor<9xbf16>) -> tensor<9xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %4 = stablehlo.compare EQ, %0, %3, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %6 = stablehlo.compare EQ, %1, %5, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %7 = stablehlo.or %4, %6 : tensor<9xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %9 = stablehlo.compare EQ, %1, %8, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %11 = stablehlo.compare EQ, %0, %10, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %12 = stablehlo.or %9, %11 : tensor<9xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %14 = stablehlo.compare EQ, %2, %13, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %16 = stablehlo.compare EQ, %2, %15, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %17 = stablehlo.not %14 : tensor<9xi1>
    %18 = stablehlo.not %16 : tensor<9xi1>
    %19 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %20 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %21 = stablehlo.or %19, %20 : tensor<9xi1>
    %22 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %23 = stablehlo.or %21, %22 : tensor<9xi1>
    %24 = stablehlo.and %12, %18 : tensor<9xi1>
    %25 = stablehlo.and %7, %14 : tensor<9xi1>
    %26 = stablehlo.or %24, %25 : tensor<9xi1>
    %27 = stablehlo.and %7, %17 : tensor<9xi1>
    %28 = stablehlo.and %12, %16 : tensor<9xi1>
    %29 = stablehlo.or %27, %28 : tensor<9xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %31 = stablehlo.compare LT, %0, %30, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %33 = stablehlo.compare LT, %1, %32, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %34 = stablehlo.or %31, %33 : tensor<9xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %36 = stablehlo.compare LT, %2, %35, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %37 = stablehlo.or %34, %36 : tensor<9xi1>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %39 = stablehlo.compare GT, %2, %38, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %40 = stablehlo.or %37, %39 : tensor<9xi1>
    %41 = stablehlo.and %7, %12 : tensor<9xi1>
    %42 = stablehlo.or %41, %23 : tensor<9xi1>
    %43 = stablehlo.or %40, %42 : tensor<9xi1>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %45 = stablehlo.add %0, %44 : tensor<9xf32>
    %46 = stablehlo.add %0, %1 : tensor<9xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %48 = stablehlo.add %46, %47 : tensor<9xf32>
    %49 = stablehlo.divide %45, %48 : tensor<9xf32>
    %50 = stablehlo.compare LT, %2, %49, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %51 = stablehlo.select %50, %0, %1 : tensor<9xi1>, tensor<9xf32>
    %52 = stablehlo.select %50, %1, %0 : tensor<9xi1>, tensor<9xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %54 = stablehlo.subtract %53, %2 : tensor<9xf32>
    %55 = stablehlo.select %50, %2, %54 : tensor<9xi1>, tensor<9xf32>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %56 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<9xi64>
    %c_12 = stablehlo.constant dense<0> : tensor<i64>
    %57 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i64>) -> tensor<9xi64>
    %58 = stablehlo.compare EQ, %56, %57, SIGNED : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %61 = stablehlo.select %58, %59, %60 : tensor<9xi1>, tensor<9xf32>
    %62 = stablehlo.abs %61 : tensor<9xf32>
    %cst_15 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %64 = stablehlo.compare LT, %62, %63, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %cst_16 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %66 = stablehlo.select %64, %65, %61 : tensor<9xi1>, tensor<9xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %c_18 = stablehlo.constant dense<1> : tensor<i64>
    %c_19 = stablehlo.constant dense<true> : tensor<i1>
    %68:8 = stablehlo.while(%iterArg = %51, %iterArg_25 = %52, %iterArg_26 = %55, %iterArg_27 = %c_18, %iterArg_28 = %c_19, %iterArg_29 = %66, %iterArg_30 = %67, %iterArg_31 = %66) : tensor<9xf32>, tensor<9xf32>, tensor<9xf32>, tensor<i64>, tensor<i1>, tensor<9xf32>, tensor<9xf32>, tensor<9xf32>
    cond {
      %c_32 = stablehlo.constant dense<200> : tensor<i64>
      %103 = stablehlo.compare LT, %iterArg_27, %c_32, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %104 = stablehlo.and %103, %iterArg_28 : tensor<i1>
      stablehlo.return %104 : tensor<i1>
    } do {
      %103 = stablehlo.broadcast_in_dim %iterArg_27, dims = [] : (tensor<i64>) -> tensor<9xi64>
      %c_32 = stablehlo.constant dense<2> : tensor<i64>
      %104 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i64>) -> tensor<9xi64>
      %105 = func.call @remainder(%103, %104) : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi64>
      %c_33 = stablehlo.constant dense<0> : tensor<i64>
      %106 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i64>) -> tensor<9xi64>
      %107 = stablehlo.compare EQ, %105, %106, SIGNED : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
      %c_34 = stablehlo.constant dense<1> : tensor<i64>
      %108 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i64>) -> tensor<9xi64>
      %109 = stablehlo.compare EQ, %103, %108, SIGNED : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
      %c_35 = stablehlo.constant dense<1> : tensor<i64>
      %110 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i64>) -> tensor<9xi64>
      %111 = stablehlo.subtract %103, %110 : tensor<9xi64>
      %c_36 = stablehlo.constant dense<2> : tensor<i64>
      %112 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i64>) -> tensor<9xi64>
      %113 = func.call @floor_divide(%111, %112) : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi64>
      %c_37 = stablehlo.constant dense<0> : tensor<i64>
      %114 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i64>) -> tensor<9xi64>
      %115 = stablehlo.compare EQ, %113, %114, SIGNED : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
      %116 = stablehlo.convert %113 : (tensor<9xi64>) -> tensor<9xf32>
      %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %117 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<9xf32>
      %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %118 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<9xf32>
      %119 = stablehlo.add %iterArg, %iterArg_25 : tensor<9xf32>
      %120 = stablehlo.negate %119 : tensor<9xf32>
      %121 = stablehlo.multiply %120, %iterArg_26 : tensor<9xf32>
      %122 = stablehlo.add %iterArg, %117 : tensor<9xf32>
      %123 = stablehlo.divide %121, %122 : tensor<9xf32>
      %124 = stablehlo.add %iterArg, %116 : tensor<9xf32>
      %125 = stablehlo.negate %124 : tensor<9xf32>
      %126 = stablehlo.add %iterArg, %iterArg_25 : tensor<9xf32>
      %127 = stablehlo.add %126, %116 : tensor<9xf32>
      %128 = stablehlo.multiply %125, %127 : tensor<9xf32>
      %129 = stablehlo.multiply %128, %iterArg_26 : tensor<9xf32>
      %130 = stablehlo.multiply %118, %116 : tensor<9xf32>
      %131 = stablehlo.add %iterArg, %130 : tensor<9xf32>
      %132 = stablehlo.multiply %118, %116 : tensor<9xf32>
      %133 = stablehlo.add %iterArg, %132 : tensor<9xf32>
      %134 = stablehlo.add %133, %117 : tensor<9xf32>
      %135 = stablehlo.multiply %131, %134 : tensor<9xf32>
      %136 = stablehlo.divide %129, %135 : tensor<9xf32>
      %137 = stablehlo.select %115, %123, %136 : tensor<9xi1>, tensor<9xf32>
      %138 = stablehlo.subtract %iterArg_25, %116 : tensor<9xf32>
      %139 = stablehlo.multiply %116, %138 : tensor<9xf32>
      %140 = stablehlo.multiply %139, %iterArg_26 : tensor<9xf32>
      %141 = stablehlo.multiply %118, %116 : tensor<9xf32>
      %142 = stablehlo.add %iterArg, %141 : tensor<9xf32>
      %143 = stablehlo.subtract %142, %117 : tensor<9xf32>
      %144 = stablehlo.multiply %118, %116 : tensor<9xf32>
      %145 = stablehlo.add %iterArg, %144 : tensor<9xf32>
      %146 = stablehlo.multiply %143, %145 : tensor<9xf32>
      %147 = stablehlo.divide %140, %146 : tensor<9xf32>
      %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %148 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<9xf32>
      %149 = stablehlo.select %107, %137, %147 : tensor<9xi1>, tensor<9xf32>
      %150 = stablehlo.select %109, %148, %149 : tensor<9xi1>, tensor<9xf32>
      %151 = stablehlo.broadcast_in_dim %iterArg_27, dims = [] : (tensor<i64>) -> tensor<9xi64>
      %c_41 = stablehlo.constant dense<0> : tensor<i64>
      %152 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i64>) -> tensor<9xi64>
      %153 = stablehlo.compare EQ, %151, %152, SIGNED : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
      %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %154 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<9xf32>
      %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %155 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<9xf32>
      %156 = stablehlo.select %153, %154, %155 : tensor<9xi1>, tensor<9xf32>
      %157 = stablehlo.divide %150, %iterArg_29 : tensor<9xf32>
      %158 = stablehlo.add %156, %157 : tensor<9xf32>
      %cst_44 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %159 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<9xf32>
      %160 = stablehlo.abs %158 : tensor<9xf32>
      %161 = stablehlo.compare LT, %160, %159, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
      %162 = stablehlo.select %161, %159, %158 : tensor<9xi1>, tensor<9xf32>
      %163 = stablehlo.multiply %150, %iterArg_30 : tensor<9xf32>
      %164 = stablehlo.add %156, %163 : tensor<9xf32>
      %165 = stablehlo.abs %164 : tensor<9xf32>
      %166 = stablehlo.compare LT, %165, %159, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
      %167 = stablehlo.select %166, %159, %164 : tensor<9xi1>, tensor<9xf32>
      %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %168 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<9xf32>
      %169 = stablehlo.divide %168, %167 : tensor<9xf32>
      %170 = stablehlo.multiply %162, %169 : tensor<9xf32>
      %171 = stablehlo.multiply %iterArg_31, %170 : tensor<9xf32>
      %c_46 = stablehlo.constant dense<1> : tensor<i64>
      %172 = stablehlo.add %iterArg_27, %c_46 : tensor<i64>
      %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %173 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<9xf32>
      %174 = stablehlo.subtract %170, %173 : tensor<9xf32>
      %175 = stablehlo.abs %174 : tensor<9xf32>
      %cst_48 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %176 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<9xf32>
      %177 = stablehlo.compare GE, %175, %176, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
      %c_49 = stablehlo.constant dense<false> : tensor<i1>
      %178 = stablehlo.reduce(%177 init: %c_49) applies stablehlo.or across dimensions = [0] : (tensor<9xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %iterArg, %iterArg_25, %iterArg_26, %172, %178, %162, %169, %171 : tensor<9xf32>, tensor<9xf32>, tensor<9xf32>, tensor<i64>, tensor<i1>, tensor<9xf32>, tensor<9xf32>, tensor<9xf32>
    }
    %69 = chlo.lgamma %52 : tensor<9xf32> -> tensor<9xf32>
    %70 = stablehlo.add %51, %52 : tensor<9xf32>
    %71 = chlo.lgamma %70 : tensor<9xf32> -> tensor<9xf32>
    %72 = stablehlo.subtract %69, %71 : tensor<9xf32>
    %73 = chlo.lgamma %51 : tensor<9xf32> -> tensor<9xf32>
    %74 = stablehlo.add %73, %72 : tensor<9xf32>
    %cst_20 = stablehlo.constant dense<2.3509887E-38> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %76 = stablehlo.compare LT, %51, %75, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %77 = stablehlo.negate %55 : tensor<9xf32>
    %78 = stablehlo.log_plus_one %77 : tensor<9xf32>
    %79 = stablehlo.multiply %78, %52 : tensor<9xf32>
    %80 = stablehlo.subtract %79, %72 : tensor<9xf32>
    %81 = stablehlo.exponential %80 : tensor<9xf32>
    %82 = stablehlo.log %55 : tensor<9xf32>
    %83 = stablehlo.multiply %82, %51 : tensor<9xf32>
    %84 = stablehlo.negate %55 : tensor<9xf32>
    %85 = stablehlo.log_plus_one %84 : tensor<9xf32>
    %86 = stablehlo.multiply %85, %52 : tensor<9xf32>
    %87 = stablehlo.add %83, %86 : tensor<9xf32>
    %88 = stablehlo.subtract %87, %74 : tensor<9xf32>
    %89 = stablehlo.exponential %88 : tensor<9xf32>
    %90 = stablehlo.divide %89, %51 : tensor<9xf32>
    %91 = stablehlo.select %76, %81, %90 : tensor<9xi1>, tensor<9xf32>
    %92 = stablehlo.multiply %68#7, %91 : tensor<9xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %94 = stablehlo.subtract %93, %92 : tensor<9xf32>
    %95 = stablehlo.select %50, %92, %94 : tensor<9xi1>, tensor<9xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %97 = stablehlo.select %26, %96, %95 : tensor<9xi1>, tensor<9xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %99 = stablehlo.select %29, %98, %97 : tensor<9xi1>, tensor<9xf32>
    %cst_24 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %101 = stablehlo.select %43, %100, %99 : tensor<9xi1>, tensor<9xf32>
    %102 = stablehlo.convert %101 : (tensor<9xf32>) -> tensor<9xbf16>
    return %102 : tensor<9xbf16>
  }
  func.func private @remainder(%arg0: tensor<9xi64>, %arg1: tensor<9xi64>) -> tensor<9xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<9xi64>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<9xi64>
    %3 = call @_where(%1, %2, %arg1) : (tensor<9xi1>, tensor<9xi64>, tensor<9xi64>) -> tensor<9xi64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<9xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<9xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<9xi64>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<9xi64>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<9xi1>, tensor<9xi1>) -> tensor<9xi1>
    %12 = stablehlo.and %11, %6 : tensor<9xi1>
    %13 = stablehlo.add %4, %3 : tensor<9xi64>
    %14 = stablehlo.select %12, %13, %4 : tensor<9xi1>, tensor<9xi64>
    return %14 : tensor<9xi64>
  }
  func.func private @_where(%arg0: tensor<9xi1>, %arg1: tensor<9xi64>, %arg2: tensor<9xi64>) -> tensor<9xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<9xi1>, tensor<9xi64>
    return %0 : tensor<9xi64>
  }
  func.func private @floor_divide(%arg0: tensor<9xi64>, %arg1: tensor<9xi64>) -> tensor<9xi64> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<9xi64>
    %1 = stablehlo.sign %arg0 : tensor<9xi64>
    %2 = stablehlo.sign %arg1 : tensor<9xi64>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<9xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<9xi64>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<9xi64>, tensor<9xi64>) -> tensor<9xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<9xi1>
    %8 = stablehlo.compare NE, %3, %7, UNSIGNED : (tensor<9xi1>, tensor<9xi1>) -> tensor<9xi1>
    %9 = stablehlo.convert %8 : tensor<9xi1>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<9xi1>
    %11 = stablehlo.compare NE, %6, %10, UNSIGNED : (tensor<9xi1>, tensor<9xi1>) -> tensor<9xi1>
    %12 = stablehlo.convert %11 : tensor<9xi1>
    %13 = stablehlo.and %9, %12 : tensor<9xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<9xi64>
    %15 = stablehlo.subtract %0, %14 : tensor<9xi64>
    %16 = call @_where_0(%13, %15, %0) : (tensor<9xi1>, tensor<9xi64>, tensor<9xi64>) -> tensor<9xi64>
    return %16 : tensor<9xi64>
  }
  func.func private @_where_0(%arg0: tensor<9xi1>, %arg1: tensor<9xi64>, %arg2: tensor<9xi64>) -> tensor<9xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<9xi1>, tensor<9xi64>
    return %0 : tensor<9xi64>
  }
}

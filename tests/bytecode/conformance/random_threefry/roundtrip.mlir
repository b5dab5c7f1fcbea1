module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<2x2xui32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %c_1 = stablehlo.constant dense<32> : tensor<i32>
    %0 = stablehlo.shift_right_logical %arg0, %c_1 : tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.and %arg0, %c : tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %6 = stablehlo.concatenate %2, %5, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %7 = call @_threefry_split(%6) : (tensor<2xui32>) -> tensor<2x2xui32>
    %8 = stablehlo.slice %7 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
    %10 = stablehlo.slice %7 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
    %12 = call @_uniform(%9, %cst_0, %cst) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x4xf32>
    %13 = call @_normal(%11) : (tensor<2xui32>) -> tensor<5xf32>
    %14 = call @_threefry_split(%11) : (tensor<2xui32>) -> tensor<2x2xui32>
    return %12, %13, %14 : tensor<3x4xf32>, tensor<5xf32>, tensor<2x2xui32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_3 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %1 = stablehlo.xor %0, %c_2 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %6:9 = stablehlo.while(%iterArg = %c_1, %iterArg_5 = %c_1, %iterArg_6 = %3, %iterArg_7 = %5, %iterArg_8 = %arg1, %iterArg_9 = %1, %iterArg_10 = %arg0, %iterArg_11 = %c_3, %iterArg_12 = %c_4) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %7 = stablehlo.compare LT, %iterArg, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %8 = stablehlo.add %iterArg, %c : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2xui32>
    %6 = stablehlo.subtract %c, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2xui32>
    %9 = stablehlo.or %5, %8 : tensor<2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2xui32>
    %16 = stablehlo.subtract %c, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2xui32>
    %19 = stablehlo.or %15, %18 : tensor<2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2xui32>
    %26 = stablehlo.subtract %c, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2xui32>
    %29 = stablehlo.or %25, %28 : tensor<2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2xui32>
    %36 = stablehlo.subtract %c, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2xui32>
    %39 = stablehlo.or %35, %38 : tensor<2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %42 = stablehlo.add %33, %41 : tensor<2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %44 = stablehlo.add %40, %43 : tensor<2xui32>
    %45 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %48 = stablehlo.add %44, %47 : tensor<2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3x4xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %c_3 = stablehlo.constant dense<4> : tensor<ui64>
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<3x4xui64>
    %9 = stablehlo.iota dim = 1 : tensor<3x4xui64>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<3x4xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<3x4xui64>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<3x4xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<3x4xui64>
    %14 = stablehlo.add %11, %13 : tensor<3x4xui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<3x4xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<3x4xui64>
    %17 = stablehlo.convert %14 : (tensor<3x4xui64>) -> tensor<3x4xui32>
    %18 = stablehlo.convert %16 : (tensor<3x4xui64>) -> tensor<3x4xui32>
    %19:2 = call @threefry2x32_0(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<3x4xui32>, tensor<3x4xui32>) -> (tensor<3x4xui32>, tensor<3x4xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<3x4xui32>
    %21 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<3x4xui32>
    %23 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %24 = stablehlo.or %22, %23 : tensor<3x4xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<3x4xui32>) -> tensor<3x4xf32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<3x4xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x4xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<3x4xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x4xf32>
    %32 = stablehlo.add %30, %31 : tensor<3x4xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x4xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<3x4xf32>
    return %34 : tensor<3x4xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3x4xui32>, %arg3: tensor<3x4xui32>) -> (tensor<3x4xui32>, tensor<3x4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_3 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %1 = stablehlo.xor %0, %c_2 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3x4xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3x4xui32>
    %6:9 = stablehlo.while(%iterArg = %c_1, %iterArg_5 = %c_1, %iterArg_6 = %3, %iterArg_7 = %5, %iterArg_8 = %arg1, %iterArg_9 = %1, %iterArg_10 = %arg0, %iterArg_11 = %c_3, %iterArg_12 = %c_4) : tensor<i32>, tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %7 = stablehlo.compare LT, %iterArg, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_1(%iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12) : (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %8 = stablehlo.add %iterArg, %c : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3x4xui32>, tensor<3x4xui32>
  }
  func.func private @closed_call_1(%arg0: tensor<i32>, %arg1: tensor<3x4xui32>, %arg2: tensor<3x4xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3x4xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3x4xui32>
    %6 = stablehlo.subtract %c, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3x4xui32>
    %9 = stablehlo.or %5, %8 : tensor<3x4xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3x4xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3x4xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3x4xui32>
    %16 = stablehlo.subtract %c, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3x4xui32>
    %19 = stablehlo.or %15, %18 : tensor<3x4xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3x4xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3x4xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3x4xui32>
    %26 = stablehlo.subtract %c, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3x4xui32>
    %29 = stablehlo.or %25, %28 : tensor<3x4xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3x4xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3x4xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3x4xui32>
    %36 = stablehlo.subtract %c, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3x4xui32>
    %39 = stablehlo.or %35, %38 : tensor<3x4xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3x4xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %42 = stablehlo.add %33, %41 : tensor<3x4xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %44 = stablehlo.add %40, %43 : tensor<3x4xui32>
    %45 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3x4xui32>
    %48 = stablehlo.add %44, %47 : tensor<3x4xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<5xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<5xf32>
    return %0 : tensor<5xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<5xf32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<5xf32>
    %cst_1 = stablehlo.constant dense<2.83297682> : tensor<5xf32>
    %cst_2 = stablehlo.constant dense<1.50140941> : tensor<5xf32>
    %cst_3 = stablehlo.constant dense<1.00167406> : tensor<5xf32>
    %cst_4 = stablehlo.constant dense<0.246640727> : tensor<5xf32>
    %cst_5 = stablehlo.constant dense<0.00943887047> : tensor<5xf32>
    %cst_6 = stablehlo.constant dense<-0.00417768164> : tensor<5xf32>
    %cst_7 = stablehlo.constant dense<-0.0076224613> : tensor<5xf32>
    %cst_8 = stablehlo.constant dense<-0.00125372503> : tensor<5xf32>
    %cst_9 = stablehlo.constant dense<0.00573950773> : tensor<5xf32>
    %cst_10 = stablehlo.constant dense<2.1858087E-4> : tensor<5xf32>
    %cst_11 = stablehlo.constant dense<-0.00367342844> : tensor<5xf32>
    %cst_12 = stablehlo.constant dense<-4.39150654E-6> : tensor<5xf32>
    %cst_13 = stablehlo.constant dense<0.00134934322> : tensor<5xf32>
    %cst_14 = stablehlo.constant dense<-3.5233877E-6> : tensor<5xf32>
    %cst_15 = stablehlo.constant dense<1.00950558E-4> : tensor<5xf32>
    %cst_16 = stablehlo.constant dense<3.43273939E-7> : tensor<5xf32>
    %cst_17 = stablehlo.constant dense<-2.00214257E-4> : tensor<5xf32>
    %cst_18 = stablehlo.constant dense<2.81022636E-8> : tensor<5xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<5xf32>
    %cst_20 = stablehlo.constant dense<2.500000e+00> : tensor<5xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+00> : tensor<5xf32>
    %cst_22 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %cst_23 = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_2(%arg0, %cst_23, %cst_24) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.negate %0 : tensor<5xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<5xf32>
    %3 = stablehlo.log_plus_one %2 : tensor<5xf32>
    %4 = stablehlo.negate %3 : tensor<5xf32>
    %5 = stablehlo.compare LT, %4, %cst_21 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %6 = stablehlo.subtract %4, %cst_20 : tensor<5xf32>
    %7 = stablehlo.sqrt %4 : tensor<5xf32>
    %8 = stablehlo.subtract %7, %cst_19 : tensor<5xf32>
    %9 = stablehlo.select %5, %6, %8 : tensor<5xi1>, tensor<5xf32>
    %10 = stablehlo.select %5, %cst_18, %cst_17 : tensor<5xi1>, tensor<5xf32>
    %11 = stablehlo.select %5, %cst_16, %cst_15 : tensor<5xi1>, tensor<5xf32>
    %12 = stablehlo.multiply %10, %9 : tensor<5xf32>
    %13 = stablehlo.add %11, %12 : tensor<5xf32>
    %14 = stablehlo.select %5, %cst_14, %cst_13 : tensor<5xi1>, tensor<5xf32>
    %15 = stablehlo.multiply %13, %9 : tensor<5xf32>
    %16 = stablehlo.add %14, %15 : tensor<5xf32>
    %17 = stablehlo.select %5, %cst_12, %cst_11 : tensor<5xi1>, tensor<5xf32>
    %18 = stablehlo.multiply %16, %9 : tensor<5xf32>
    %19 = stablehlo.add %17, %18 : tensor<5xf32>
    %20 = stablehlo.select %5, %cst_10, %cst_9 : tensor<5xi1>, tensor<5xf32>
    %21 = stablehlo.multiply %19, %9 : tensor<5xf32>
    %22 = stablehlo.add %20, %21 : tensor<5xf32>
    %23 = stablehlo.select %5, %cst_8, %cst_7 : tensor<5xi1>, tensor<5xf32>
    %24 = stablehlo.multiply %22, %9 : tensor<5xf32>
    %25 = stablehlo.add %23, %24 : tensor<5xf32>
    %26 = stablehlo.select %5, %cst_6, %cst_5 : tensor<5xi1>, tensor<5xf32>
    %27 = stablehlo.multiply %25, %9 : tensor<5xf32>
    %28 = stablehlo.add %26, %27 : tensor<5xf32>
    %29 = stablehlo.select %5, %cst_4, %cst_3 : tensor<5xi1>, tensor<5xf32>
    %30 = stablehlo.multiply %28, %9 : tensor<5xf32>
    %31 = stablehlo.add %29, %30 : tensor<5xf32>
    %32 = stablehlo.select %5, %cst_2, %cst_1 : tensor<5xi1>, tensor<5xf32>
    %33 = stablehlo.multiply %31, %9 : tensor<5xf32>
    %34 = stablehlo.add %32, %33 : tensor<5xf32>
    %35 = stablehlo.multiply %34, %0 : tensor<5xf32>
    %36 = stablehlo.abs %0 : tensor<5xf32>
    %37 = stablehlo.compare EQ, %36, %cst_0 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %38 = stablehlo.multiply %0, %cst : tensor<5xf32>
    %39 = stablehlo.select %37, %38, %35 : tensor<5xi1>, tensor<5xf32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<5xf32>
    return %41 : tensor<5xf32>
  }
  func.func private @_uniform_2(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1065353216> : tensor<ui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<5xui64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<5xui64>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<5xui64>
    %11 = stablehlo.convert %8 : (tensor<5xui64>) -> tensor<5xui32>
    %12 = stablehlo.convert %10 : (tensor<5xui64>) -> tensor<5xui32>
    %13:2 = call @threefry2x32_3(%3, %5, %12, %11) : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %14 = stablehlo.xor %13#0, %13#1 : tensor<5xui32>
    %15 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<5xui32>
    %17 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %18 = stablehlo.or %16, %17 : tensor<5xui32>
    %19 = stablehlo.bitcast_convert %18 : (tensor<5xui32>) -> tensor<5xf32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<5xf32>
    %22 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<1xf32>) -> tensor<5xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<5xf32>
    %25 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<5xf32>
    %26 = stablehlo.add %24, %25 : tensor<5xf32>
    %27 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<5xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<5xf32>
    return %28 : tensor<5xf32>
  }
  func.func private @threefry2x32_3(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<5xui32>, %arg3: tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<466688986> : tensor<ui32>
    %c_3 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_4 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %1 = stablehlo.xor %0, %c_2 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<5xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<5xui32>
    %6:9 = stablehlo.while(%iterArg = %c_1, %iterArg_5 = %c_1, %iterArg_6 = %3, %iterArg_7 = %5, %iterArg_8 = %arg1, %iterArg_9 = %1, %iterArg_10 = %arg0, %iterArg_11 = %c_3, %iterArg_12 = %c_4) : tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %7 = stablehlo.compare LT, %iterArg, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_4(%iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12) : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %8 = stablehlo.add %iterArg, %c : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<5xui32>, tensor<5xui32>
  }
  func.func private @closed_call_4(%arg0: tensor<i32>, %arg1: tensor<5xui32>, %arg2: tensor<5xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<5xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<5xui32>
    %6 = stablehlo.subtract %c, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<5xui32>
    %9 = stablehlo.or %5, %8 : tensor<5xui32>
    %10 = stablehlo.xor %3, %9 : tensor<5xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<5xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<5xui32>
    %16 = stablehlo.subtract %c, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<5xui32>
    %19 = stablehlo.or %15, %18 : tensor<5xui32>
    %20 = stablehlo.xor %13, %19 : tensor<5xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<5xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<5xui32>
    %26 = stablehlo.subtract %c, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<5xui32>
    %29 = stablehlo.or %25, %28 : tensor<5xui32>
    %30 = stablehlo.xor %23, %29 : tensor<5xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<5xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<5xui32>
    %36 = stablehlo.subtract %c, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<5xui32>
    %39 = stablehlo.or %35, %38 : tensor<5xui32>
    %40 = stablehlo.xor %33, %39 : tensor<5xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %42 = stablehlo.add %33, %41 : tensor<5xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %44 = stablehlo.add %40, %43 : tensor<5xui32>
    %45 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %48 = stablehlo.add %44, %47 : tensor<5xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
}

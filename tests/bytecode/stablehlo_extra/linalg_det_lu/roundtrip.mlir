module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<5x3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<5x5xf32> {jax.result_info = "result[3]"}, tensor<5xi32> {jax.result_info = "result[4]"}, tensor<5xi32> {jax.result_info = "result[5]"}, tensor<3x5xf32> {jax.result_info = "result[6]"}, tensor<3xi32> {jax.result_info = "result[7]"}, tensor<3xi32> {jax.result_info = "result[8]"}, tensor<5x3xf32> {jax.result_info = "result[9]"}, tensor<3xi32> {jax.result_info = "result[10]"}, tensor<5xi32> {jax.result_info = "result[11]"}) {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @det(%arg0) : (tensor<5x5xf32>) -> tensor<f32>
    %1:2 = call @slogdet(%arg0) : (tensor<5x5xf32>) -> (tensor<f32>, tensor<f32>)
    %2:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5xi32>, tensor<i32>)
    %3 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %4 = stablehlo.subtract %2#1, %3 : tensor<5xi32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare GE, %2#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %10 = stablehlo.select %9, %2#0, %8 : tensor<5x5xi1>, tensor<5x5xf32>
    %11 = stablehlo.iota dim = 0 : tensor<5xi32>
    %12:4 = stablehlo.while(%iterArg = %4, %iterArg_3 = %c_1, %iterArg_4 = %c_1, %iterArg_5 = %11) : tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>
    cond {
      %35 = stablehlo.compare LT, %iterArg_3, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %35 : tensor<i1>
    } do {
      %35:2 = func.call @closed_call(%iterArg, %iterArg_4, %iterArg_5) : (tensor<5xi32>, tensor<i32>, tensor<5xi32>) -> (tensor<i32>, tensor<5xi32>)
      %36 = stablehlo.add %iterArg_3, %c_2 : tensor<i32>
      stablehlo.return %iterArg, %36, %35#0, %35#1 : tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>
    }
    %13:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg1) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=5, k=3, l=5, m=3}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<3x5xf32>) -> (tensor<3x5xf32>, tensor<3xi32>, tensor<i32>)
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %15 = stablehlo.subtract %13#1, %14 : tensor<3xi32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<i32>
    %17 = stablehlo.compare GE, %13#2, %16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x5xi1>
    %21 = stablehlo.select %20, %13#0, %19 : tensor<3x5xi1>, tensor<3x5xf32>
    %22 = stablehlo.iota dim = 0 : tensor<3xi32>
    %23:4 = stablehlo.while(%iterArg = %15, %iterArg_3 = %c_1, %iterArg_4 = %c_1, %iterArg_5 = %22) : tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>
    cond {
      %35 = stablehlo.compare LT, %iterArg_3, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %35 : tensor<i1>
    } do {
      %35:2 = func.call @closed_call_1(%iterArg, %iterArg_4, %iterArg_5) : (tensor<3xi32>, tensor<i32>, tensor<3xi32>) -> (tensor<i32>, tensor<3xi32>)
      %36 = stablehlo.add %iterArg_3, %c_2 : tensor<i32>
      stablehlo.return %iterArg, %36, %35#0, %35#1 : tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>
    }
    %24:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg2) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=3, k=5, l=3, m=3}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<5x3xf32>) -> (tensor<5x3xf32>, tensor<3xi32>, tensor<i32>)
    %25 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %26 = stablehlo.subtract %24#1, %25 : tensor<3xi32>
    %27 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<i32>
    %28 = stablehlo.compare GE, %24#2, %27, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x3xi1>
    %32 = stablehlo.select %31, %24#0, %30 : tensor<5x3xi1>, tensor<5x3xf32>
    %33 = stablehlo.iota dim = 0 : tensor<5xi32>
    %34:4 = stablehlo.while(%iterArg = %26, %iterArg_3 = %c_1, %iterArg_4 = %c_1, %iterArg_5 = %33) : tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>
    cond {
      %35 = stablehlo.compare LT, %iterArg_3, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %35 : tensor<i1>
    } do {
      %35:2 = func.call @closed_call_2(%iterArg, %iterArg_4, %iterArg_5) : (tensor<3xi32>, tensor<i32>, tensor<5xi32>) -> (tensor<i32>, tensor<5xi32>)
      %36 = stablehlo.add %iterArg_3, %c_2 : tensor<i32>
      stablehlo.return %iterArg, %36, %35#0, %35#1 : tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>
    }
    return %0, %1#0, %1#1, %10, %4, %12#3, %21, %15, %23#3, %32, %26, %34#3 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<5x5xf32>, tensor<5xi32>, tensor<5xi32>, tensor<3x5xf32>, tensor<3xi32>, tensor<3xi32>, tensor<5x3xf32>, tensor<3xi32>, tensor<5xi32>
  }
  func.func private @det(%arg0: tensor<5x5xf32>) -> tensor<f32> {
    %0:2 = call @slogdet(%arg0) : (tensor<5x5xf32>) -> (tensor<f32>, tensor<f32>)
    %1 = stablehlo.exponential %0#1 : tensor<f32>
    %2 = stablehlo.multiply %0#0, %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @slogdet(%arg0: tensor<5x5xf32>) -> (tensor<f32>, tensor<f32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<-2> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5xi32>, tensor<i32>)
    %1 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<5xi32>
    %3 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %6 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<5x5xi1>, tensor<5x5xf32>
    %9 = stablehlo.iota dim = 0 : tensor<5xi32>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_8 = %c_6, %iterArg_9 = %c_6, %iterArg_10 = %9) : tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>
    cond {
      %32 = stablehlo.compare LT, %iterArg_8, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %32 : tensor<i1>
    } do {
      %32:2 = func.call @closed_call(%iterArg, %iterArg_9, %iterArg_10) : (tensor<5xi32>, tensor<i32>, tensor<5xi32>) -> (tensor<i32>, tensor<5xi32>)
      %33 = stablehlo.add %iterArg_8, %c_7 : tensor<i32>
      stablehlo.return %iterArg, %33, %32#0, %32#1 : tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>
    }
    %11 = call @diagonal(%8) : (tensor<5x5xf32>) -> tensor<5xf32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %13 = stablehlo.compare EQ, %11, %12, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %14 = stablehlo.reduce(%13 init: %c_2) applies stablehlo.or across dimensions = [0] : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.iota dim = 0 : tensor<5xi32>
    %16 = stablehlo.compare NE, %2, %15, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %17 = call @count_nonzero(%16) : (tensor<5xi1>) -> tensor<i32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %19 = stablehlo.compare LT, %11, %18, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %20 = call @count_nonzero(%19) : (tensor<5xi1>) -> tensor<i32>
    %21 = stablehlo.add %17, %20 : tensor<i32>
    %22 = call @remainder(%21, %c_1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %23 = stablehlo.multiply %c, %22 : tensor<i32>
    %24 = stablehlo.add %23, %c_7 : tensor<i32>
    %25 = stablehlo.convert %24 : (tensor<i32>) -> tensor<f32>
    %26 = stablehlo.multiply %cst_0, %25 : tensor<f32>
    %27 = call @_where_0(%14, %cst_3, %26) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %28 = stablehlo.abs %11 : tensor<5xf32>
    %29 = stablehlo.log %28 : tensor<5xf32>
    %30 = stablehlo.reduce(%29 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %31 = call @_where_0(%14, %cst, %30) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    return %27, %31 : tensor<f32>, tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<5xi32>, %arg1: tensor<i32>, %arg2: tensor<5xi32>) -> (tensor<i32>, tensor<5xi32>) {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c_1 : tensor<i32>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i32>
    %3 = stablehlo.add %2, %c : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i32>
    %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %7 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %8 = stablehlo.convert %arg1 : tensor<i32>
    %9 = stablehlo.add %8, %c : tensor<i32>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<i1>, tensor<i32>
    %11 = stablehlo.dynamic_slice %arg2, %10, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %13 = stablehlo.compare LT, %6, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %14 = stablehlo.add %6, %c : tensor<i32>
    %15 = stablehlo.select %13, %14, %6 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_slice %arg2, %15, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
    %18 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %19 = stablehlo.add %arg1, %c : tensor<i32>
    %20 = stablehlo.select %18, %19, %arg1 : tensor<i1>, tensor<i32>
    %21 = stablehlo.convert %20 : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%arg2, %22, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    %24 = stablehlo.compare LT, %6, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %25 = stablehlo.add %6, %c : tensor<i32>
    %26 = stablehlo.select %24, %25, %6 : tensor<i1>, tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%23, %27, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    return %0, %28 : tensor<i32>, tensor<5xi32>
  }
  func.func private @diagonal(%arg0: tensor<5x5xf32>) -> tensor<5xf32> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.iota dim = 0 : tensor<5xi32>
    %1 = stablehlo.iota dim = 0 : tensor<5xi32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %5 = stablehlo.add %0, %4 : tensor<5xi32>
    %6 = stablehlo.select %3, %5, %0 : tensor<5xi1>, tensor<5xi32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %8 = stablehlo.compare LT, %1, %7, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %10 = stablehlo.add %1, %9 : tensor<5xi32>
    %11 = stablehlo.select %8, %10, %1 : tensor<5xi1>, tensor<5xi32>
    %12 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %15 = "stablehlo.gather"(%arg0, %14) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<5x5xf32>, tensor<5x2xi32>) -> tensor<5xf32>
    return %15 : tensor<5xf32>
  }
  func.func private @count_nonzero(%arg0: tensor<5xi1>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %2 = stablehlo.convert %1 : (tensor<5xi1>) -> tensor<5xi32>
    %3 = stablehlo.reduce(%2 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where(%1, %c, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<i32>
    %4 = stablehlo.compare NE, %3, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.compare LT, %3, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<i32>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<i32>
    return %10 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @closed_call_1(%arg0: tensor<3xi32>, %arg1: tensor<i32>, %arg2: tensor<3xi32>) -> (tensor<i32>, tensor<3xi32>) {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c_1 : tensor<i32>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i32>
    %3 = stablehlo.add %2, %c : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i32>
    %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %7 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %8 = stablehlo.convert %arg1 : tensor<i32>
    %9 = stablehlo.add %8, %c : tensor<i32>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<i1>, tensor<i32>
    %11 = stablehlo.dynamic_slice %arg2, %10, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %13 = stablehlo.compare LT, %6, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %14 = stablehlo.add %6, %c : tensor<i32>
    %15 = stablehlo.select %13, %14, %6 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_slice %arg2, %15, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
    %18 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %19 = stablehlo.add %arg1, %c : tensor<i32>
    %20 = stablehlo.select %18, %19, %arg1 : tensor<i1>, tensor<i32>
    %21 = stablehlo.convert %20 : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%arg2, %22, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %24 = stablehlo.compare LT, %6, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %25 = stablehlo.add %6, %c : tensor<i32>
    %26 = stablehlo.select %24, %25, %6 : tensor<i1>, tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%23, %27, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    return %0, %28 : tensor<i32>, tensor<3xi32>
  }
  func.func private @closed_call_2(%arg0: tensor<3xi32>, %arg1: tensor<i32>, %arg2: tensor<5xi32>) -> (tensor<i32>, tensor<5xi32>) {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c_2 : tensor<i32>
    %1 = stablehlo.compare LT, %arg1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i32>
    %3 = stablehlo.add %2, %c_0 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i32>
    %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %7 = stablehlo.compare LT, %arg1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %8 = stablehlo.convert %arg1 : tensor<i32>
    %9 = stablehlo.add %8, %c : tensor<i32>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<i1>, tensor<i32>
    %11 = stablehlo.dynamic_slice %arg2, %10, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %13 = stablehlo.compare LT, %6, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %14 = stablehlo.add %6, %c : tensor<i32>
    %15 = stablehlo.select %13, %14, %6 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_slice %arg2, %15, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
    %18 = stablehlo.compare LT, %arg1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %19 = stablehlo.add %arg1, %c : tensor<i32>
    %20 = stablehlo.select %18, %19, %arg1 : tensor<i1>, tensor<i32>
    %21 = stablehlo.convert %20 : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%arg2, %22, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    %24 = stablehlo.compare LT, %6, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %25 = stablehlo.add %6, %c : tensor<i32>
    %26 = stablehlo.select %24, %25, %6 : tensor<i1>, tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%23, %27, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    return %0, %28 : tensor<i32>, tensor<5xi32>
  }
}

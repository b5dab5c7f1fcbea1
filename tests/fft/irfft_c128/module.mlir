module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xcomplex<f64>>, %arg1: tensor<3x7xcomplex<f64>>, %arg2: tensor<2x4xcomplex<f64>>, %arg3: tensor<4x1xcomplex<f64>>, %arg4: tensor<2x33xcomplex<f64>>, %arg5: tensor<49xcomplex<f64>>) -> (tensor<8xf64> {jax.result_info = "result[0]"}, tensor<3x12xf64> {jax.result_info = "result[1]"}, tensor<2x7xf64> {jax.result_info = "result[2]"}, tensor<4x1xf64> {jax.result_info = "result[3]"}, tensor<2x64xf64> {jax.result_info = "result[4]"}, tensor<97xf64> {jax.result_info = "result[5]"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = call @_pad(%arg0, %c) : (tensor<5xcomplex<f64>>, tensor<i64>) -> tensor<5xcomplex<f64>>
    %1 = call @fft(%0) : (tensor<5xcomplex<f64>>) -> tensor<8xf64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %2 = call @_pad_0(%arg1, %c_0) : (tensor<3x7xcomplex<f64>>, tensor<i64>) -> tensor<3x7xcomplex<f64>>
    %3 = call @fft_1(%2) : (tensor<3x7xcomplex<f64>>) -> tensor<3x12xf64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %4 = call @_pad_2(%arg2, %c_1) : (tensor<2x4xcomplex<f64>>, tensor<i64>) -> tensor<2x4xcomplex<f64>>
    %5 = call @fft_3(%4) : (tensor<2x4xcomplex<f64>>) -> tensor<2x7xf64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %6 = call @_pad_4(%arg3, %c_2) : (tensor<4x1xcomplex<f64>>, tensor<i64>) -> tensor<4x1xcomplex<f64>>
    %7 = call @fft_5(%6) : (tensor<4x1xcomplex<f64>>) -> tensor<4x1xf64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %8 = call @_pad_6(%arg4, %c_3) : (tensor<2x33xcomplex<f64>>, tensor<i64>) -> tensor<2x33xcomplex<f64>>
    %9 = call @fft_7(%8) : (tensor<2x33xcomplex<f64>>) -> tensor<2x64xf64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %10 = call @_pad_8(%arg5, %c_4) : (tensor<49xcomplex<f64>>, tensor<i64>) -> tensor<49xcomplex<f64>>
    %11 = call @fft_9(%10) : (tensor<49xcomplex<f64>>) -> tensor<97xf64>
    return %1, %3, %5, %7, %9, %11 : tensor<8xf64>, tensor<3x12xf64>, tensor<2x7xf64>, tensor<4x1xf64>, tensor<2x64xf64>, tensor<97xf64>
  }
  func.func private @_pad(%arg0: tensor<5xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<5xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<5xcomplex<f64>>, tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    return %1 : tensor<5xcomplex<f64>>
  }
  func.func private @fft(%arg0: tensor<5xcomplex<f64>>) -> tensor<8xf64> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [8] : (tensor<5xcomplex<f64>>) -> tensor<8xf64>
    return %0 : tensor<8xf64>
  }
  func.func private @_pad_0(%arg0: tensor<3x7xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<3x7xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x7xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3x7xcomplex<f64>>
    return %1 : tensor<3x7xcomplex<f64>>
  }
  func.func private @fft_1(%arg0: tensor<3x7xcomplex<f64>>) -> tensor<3x12xf64> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [12] : (tensor<3x7xcomplex<f64>>) -> tensor<3x12xf64>
    return %0 : tensor<3x12xf64>
  }
  func.func private @_pad_2(%arg0: tensor<2x4xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<2x4xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2x4xcomplex<f64>>
    return %1 : tensor<2x4xcomplex<f64>>
  }
  func.func private @fft_3(%arg0: tensor<2x4xcomplex<f64>>) -> tensor<2x7xf64> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [7] : (tensor<2x4xcomplex<f64>>) -> tensor<2x7xf64>
    return %0 : tensor<2x7xf64>
  }
  func.func private @_pad_4(%arg0: tensor<4x1xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<4x1xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<4x1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4x1xcomplex<f64>>
    return %1 : tensor<4x1xcomplex<f64>>
  }
  func.func private @fft_5(%arg0: tensor<4x1xcomplex<f64>>) -> tensor<4x1xf64> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [1] : (tensor<4x1xcomplex<f64>>) -> tensor<4x1xf64>
    return %0 : tensor<4x1xf64>
  }
  func.func private @_pad_6(%arg0: tensor<2x33xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<2x33xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x33xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2x33xcomplex<f64>>
    return %1 : tensor<2x33xcomplex<f64>>
  }
  func.func private @fft_7(%arg0: tensor<2x33xcomplex<f64>>) -> tensor<2x64xf64> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [64] : (tensor<2x33xcomplex<f64>>) -> tensor<2x64xf64>
    return %0 : tensor<2x64xf64>
  }
  func.func private @_pad_8(%arg0: tensor<49xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<49xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<49xcomplex<f64>>, tensor<complex<f64>>) -> tensor<49xcomplex<f64>>
    return %1 : tensor<49xcomplex<f64>>
  }
  func.func private @fft_9(%arg0: tensor<49xcomplex<f64>>) -> tensor<97xf64> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [97] : (tensor<49xcomplex<f64>>) -> tensor<97xf64>
    return %0 : tensor<97xf64>
  }
}

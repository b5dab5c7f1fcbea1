module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x1xcomplex<f32>>, %arg1: tensor<5x2xcomplex<f32>>, %arg2: tensor<7x16xcomplex<f32>>, %arg3: tensor<4096xcomplex<f32>>, %arg4: tensor<3x2048xcomplex<f32>>, %arg5: tensor<2x4096xf32>, %arg6: tensor<4097xcomplex<f32>>, %arg7: tensor<3x32x64xcomplex<f32>>, %arg8: tensor<2x4x8x16xf32>, %arg9: tensor<8x16x17xcomplex<f32>>, %arg10: tensor<3x128x5xcomplex<f32>>) -> (tensor<3x1xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<5x2xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<7x16xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<4096xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<3x2048xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<2x2049xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<8192xf32> {jax.result_info = "result[6]"}, tensor<3x32x64xcomplex<f32>> {jax.result_info = "result[7]"}, tensor<3x32x64xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<2x4x8x9xcomplex<f32>> {jax.result_info = "result[9]"}, tensor<8x16x32xf32> {jax.result_info = "result[10]"}, tensor<3x128x5xcomplex<f32>> {jax.result_info = "result[11]"}) {
    %0 = call @fft(%arg0) : (tensor<3x1xcomplex<f32>>) -> tensor<3x1xcomplex<f32>>
    %1 = call @fft_0(%arg1) : (tensor<5x2xcomplex<f32>>) -> tensor<5x2xcomplex<f32>>
    %2 = call @fft_1(%arg2) : (tensor<7x16xcomplex<f32>>) -> tensor<7x16xcomplex<f32>>
    %3 = call @fft_2(%arg3) : (tensor<4096xcomplex<f32>>) -> tensor<4096xcomplex<f32>>
    %4 = call @fft_3(%arg4) : (tensor<3x2048xcomplex<f32>>) -> tensor<3x2048xcomplex<f32>>
    %5 = call @fft_4(%arg5) : (tensor<2x4096xf32>) -> tensor<2x2049xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = call @_pad(%arg6, %c) : (tensor<4097xcomplex<f32>>, tensor<i32>) -> tensor<4097xcomplex<f32>>
    %7 = call @fft_5(%6) : (tensor<4097xcomplex<f32>>) -> tensor<8192xf32>
    %8 = call @fft_6(%arg7) : (tensor<3x32x64xcomplex<f32>>) -> tensor<3x32x64xcomplex<f32>>
    %9 = call @fft_7(%arg7) : (tensor<3x32x64xcomplex<f32>>) -> tensor<3x32x64xcomplex<f32>>
    %10 = call @fft_8(%arg8) : (tensor<2x4x8x16xf32>) -> tensor<2x4x8x9xcomplex<f32>>
    %11 = stablehlo.transpose %10, dims = [2, 3, 0, 1] : (tensor<2x4x8x9xcomplex<f32>>) -> tensor<8x9x2x4xcomplex<f32>>
    %12 = call @fft_9(%11) : (tensor<8x9x2x4xcomplex<f32>>) -> tensor<8x9x2x4xcomplex<f32>>
    %13 = stablehlo.transpose %12, dims = [2, 3, 0, 1] : (tensor<8x9x2x4xcomplex<f32>>) -> tensor<2x4x8x9xcomplex<f32>>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %14 = call @_pad_10(%arg9, %c_0) : (tensor<8x16x17xcomplex<f32>>, tensor<i32>) -> tensor<8x16x17xcomplex<f32>>
    %15 = call @fft_11(%14) : (tensor<8x16x17xcomplex<f32>>) -> tensor<8x16x32xf32>
    %16 = stablehlo.transpose %arg10, dims = [0, 2, 1] : (tensor<3x128x5xcomplex<f32>>) -> tensor<3x5x128xcomplex<f32>>
    %17 = call @fft_12(%16) : (tensor<3x5x128xcomplex<f32>>) -> tensor<3x5x128xcomplex<f32>>
    %18 = stablehlo.transpose %17, dims = [0, 2, 1] : (tensor<3x5x128xcomplex<f32>>) -> tensor<3x128x5xcomplex<f32>>
    return %0, %1, %2, %3, %4, %5, %7, %8, %9, %13, %15, %18 : tensor<3x1xcomplex<f32>>, tensor<5x2xcomplex<f32>>, tensor<7x16xcomplex<f32>>, tensor<4096xcomplex<f32>>, tensor<3x2048xcomplex<f32>>, tensor<2x2049xcomplex<f32>>, tensor<8192xf32>, tensor<3x32x64xcomplex<f32>>, tensor<3x32x64xcomplex<f32>>, tensor<2x4x8x9xcomplex<f32>>, tensor<8x16x32xf32>, tensor<3x128x5xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<3x1xcomplex<f32>>) -> tensor<3x1xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [1] : (tensor<3x1xcomplex<f32>>) -> tensor<3x1xcomplex<f32>>
    return %0 : tensor<3x1xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<5x2xcomplex<f32>>) -> tensor<5x2xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [2] : (tensor<5x2xcomplex<f32>>) -> tensor<5x2xcomplex<f32>>
    return %0 : tensor<5x2xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<7x16xcomplex<f32>>) -> tensor<7x16xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [16] : (tensor<7x16xcomplex<f32>>) -> tensor<7x16xcomplex<f32>>
    return %0 : tensor<7x16xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<4096xcomplex<f32>>) -> tensor<4096xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4096] : (tensor<4096xcomplex<f32>>) -> tensor<4096xcomplex<f32>>
    return %0 : tensor<4096xcomplex<f32>>
  }
  func.func private @fft_3(%arg0: tensor<3x2048xcomplex<f32>>) -> tensor<3x2048xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [2048] : (tensor<3x2048xcomplex<f32>>) -> tensor<3x2048xcomplex<f32>>
    return %0 : tensor<3x2048xcomplex<f32>>
  }
  func.func private @fft_4(%arg0: tensor<2x4096xf32>) -> tensor<2x2049xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [4096] : (tensor<2x4096xf32>) -> tensor<2x2049xcomplex<f32>>
    return %0 : tensor<2x2049xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<4097xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<4097xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<4097xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4097xcomplex<f32>>
    return %1 : tensor<4097xcomplex<f32>>
  }
  func.func private @fft_5(%arg0: tensor<4097xcomplex<f32>>) -> tensor<8192xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [8192] : (tensor<4097xcomplex<f32>>) -> tensor<8192xf32>
    return %0 : tensor<8192xf32>
  }
  func.func private @fft_6(%arg0: tensor<3x32x64xcomplex<f32>>) -> tensor<3x32x64xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [32, 64] : (tensor<3x32x64xcomplex<f32>>) -> tensor<3x32x64xcomplex<f32>>
    return %0 : tensor<3x32x64xcomplex<f32>>
  }
  func.func private @fft_7(%arg0: tensor<3x32x64xcomplex<f32>>) -> tensor<3x32x64xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [32, 64] : (tensor<3x32x64xcomplex<f32>>) -> tensor<3x32x64xcomplex<f32>>
    return %0 : tensor<3x32x64xcomplex<f32>>
  }
  func.func private @fft_8(%arg0: tensor<2x4x8x16xf32>) -> tensor<2x4x8x9xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [8, 16] : (tensor<2x4x8x16xf32>) -> tensor<2x4x8x9xcomplex<f32>>
    return %0 : tensor<2x4x8x9xcomplex<f32>>
  }
  func.func private @fft_9(%arg0: tensor<8x9x2x4xcomplex<f32>>) -> tensor<8x9x2x4xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [2, 4] : (tensor<8x9x2x4xcomplex<f32>>) -> tensor<8x9x2x4xcomplex<f32>>
    return %0 : tensor<8x9x2x4xcomplex<f32>>
  }
  func.func private @_pad_10(%arg0: tensor<8x16x17xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<8x16x17xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x16x17xcomplex<f32>>, tensor<complex<f32>>) -> tensor<8x16x17xcomplex<f32>>
    return %1 : tensor<8x16x17xcomplex<f32>>
  }
  func.func private @fft_11(%arg0: tensor<8x16x17xcomplex<f32>>) -> tensor<8x16x32xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [8, 16, 32] : (tensor<8x16x17xcomplex<f32>>) -> tensor<8x16x32xf32>
    return %0 : tensor<8x16x32xf32>
  }
  func.func private @fft_12(%arg0: tensor<3x5x128xcomplex<f32>>) -> tensor<3x5x128xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [128] : (tensor<3x5x128xcomplex<f32>>) -> tensor<3x5x128xcomplex<f32>>
    return %0 : tensor<3x5x128xcomplex<f32>>
  }
}

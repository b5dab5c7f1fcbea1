// refused by the GPU backend: UNIMPLEMENTED: op 'parameter' with element type c64 is not supported on the gpu backend

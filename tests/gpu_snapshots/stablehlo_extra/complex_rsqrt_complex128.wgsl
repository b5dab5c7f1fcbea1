// refused by the GPU backend: UNIMPLEMENTED: op 'parameter' with element type c128 is not supported on the gpu backend

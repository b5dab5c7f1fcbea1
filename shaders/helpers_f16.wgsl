// The f16 helpers for devices with `shader-f16` (the kernel then starts with `enable f16;`).
// They replace the same-named bit-level helpers of helpers.wgsl: rounding to f16 is one
// hardware conversion instead of about twenty integer operations. (f16 → f32 stays bit-level:
// it is exact and cheap either way.)
//
// The hardware result is kept only where WGSL pins it down: for values that round to a
// normal f16. A device may flush f16 subnormals, and converting a value outside f16's finite
// range or a NaN is implementation-defined, so zeros, subnormals, overflow, infinities and
// NaNs are redone on the bit-level path and every device gives XLA's bits (round to nearest
// even, NaN payload kept). The conversion runs first and the rare fix-up after it, which keeps
// the common path straight-line. Bounds are f32 bit patterns: 0x38800000 is 2^-14, f16's
// smallest normal; 0x477ff000 is 65520, where rounding reaches infinity (values from 65504 up
// to it clamp to 65504, which is also their nearest-even rounding).

fn xla_round_f16(x: f32) -> f32 {
    var r = f32(f16(clamp(x, -65504.0, 65504.0)));
    let a = bitcast<u32>(x) & 0x7fffffffu;
    if (a < 0x38800000u || a >= 0x477ff000u) {
        r = xla_f16_to_f32(xla_f32_to_f16_sw(x));
    }
    return r;
}

fn xla_f32_to_f16(x: f32) -> u32 {
    let b = bitcast<u32>(x);
    // A normal f16 held exactly in an f32: re-bias its exponent, keep 10 mantissa bits.
    let n = bitcast<u32>(f32(f16(clamp(x, -65504.0, 65504.0)))) & 0x7fffffffu;
    var h = ((b >> 16u) & 0x8000u) | ((n >> 13u) - (112u << 10u));
    let a = b & 0x7fffffffu;
    if (a < 0x38800000u || a >= 0x477ff000u) {
        h = xla_f32_to_f16_sw(x);
    }
    return h;
}

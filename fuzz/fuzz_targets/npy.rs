//! `.npy` files: read; what reads must write back to bytes that read as the same array.
#![no_main]
use libfuzzer_sys::fuzz_target;
use webxla::npy::{read_npy, write_npy};

fuzz_target!(|data: &[u8]| {
    for bf16_from_u16 in [false, true] {
        let Ok(literal) = read_npy(data, bf16_from_u16) else {
            continue;
        };
        let bytes = write_npy(&literal).expect("a literal that was read writes back");
        let again = read_npy(&bytes, bf16_from_u16).expect("written bytes read back");
        assert_eq!(again.shape(), literal.shape());
        assert_eq!(again.bytes(), literal.bytes());
    }
});

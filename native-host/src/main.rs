fn main() {
    println!("webxla");
}

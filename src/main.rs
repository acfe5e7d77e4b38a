fn main() -> std::process::ExitCode {
    chuhe::cli::main()
}

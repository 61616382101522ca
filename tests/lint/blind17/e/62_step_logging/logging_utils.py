import jax


def log_stats(prefix, **arrays):
    fmt = " ".join(f"{k}={{{k}:.4f}}" for k in arrays)
    jax.debug.print(prefix + " " + fmt, **arrays)

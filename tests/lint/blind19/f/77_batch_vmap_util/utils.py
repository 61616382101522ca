import jax


def batched(fn, *arrays):
    """Apply a per-frame function to a batch of frames."""
    return jax.jit(jax.vmap(fn))(*arrays)

import jax


def batched(fn):
    """Apply a per-sample function over the leading axis."""
    return jax.jit(jax.vmap(fn))

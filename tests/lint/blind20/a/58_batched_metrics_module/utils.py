import jax


def batched(fn):
    return jax.jit(jax.vmap(fn))

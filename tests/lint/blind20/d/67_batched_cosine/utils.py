import jax


def batched(fn):
    return jax.jit(jax.vmap(fn, in_axes=(0, None)))

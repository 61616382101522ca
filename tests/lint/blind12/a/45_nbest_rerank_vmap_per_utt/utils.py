import jax


def batched(fn, in_axes=0):
    """Vectorise ``fn`` over a leading hypothesis axis and compile it."""
    return jax.jit(jax.vmap(fn, in_axes=in_axes))

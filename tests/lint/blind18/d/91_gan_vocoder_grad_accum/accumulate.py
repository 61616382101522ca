import jax


@jax.jit
def accumulate(acc, grads):
    if acc is None:
        return grads
    return jax.tree.map(lambda a, g: a + g, acc, grads)

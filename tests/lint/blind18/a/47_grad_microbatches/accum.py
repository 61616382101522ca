import jax
import jax.numpy as jnp


@jax.jit
def accumulate(acc, grads):
    return jax.tree_util.tree_map(jnp.add, acc, grads)


class GradAccumulator:
    """Sum gradients over micro-batches of large orthophoto tiles."""

    def __init__(self, params):
        self.template = params
        self.acc = jax.tree_util.tree_map(jnp.zeros_like, params)
        self.count = 0

    def add(self, grads):
        self.acc = accumulate(self.acc, grads)
        self.count += 1

    def pop_mean(self):
        mean = jax.tree_util.tree_map(lambda g: g / self.count, self.acc)
        self.acc, self.count = jax.tree_util.tree_map(jnp.zeros_like, self.template), 0
        return mean

import jax
import jax.numpy as jnp


@jax.jit
def add_grads(acc, grads):
    return jax.tree_util.tree_map(lambda a, g: a + g, acc, grads)


class GradAccumulator:
    def __init__(self, params, every):
        self.every = every
        self.zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
        self.acc = self.zeros
        self.count = 0

    def push(self, grads):
        self.acc = add_grads(self.acc, grads)
        self.count += 1
        return self.count == self.every

    def pop(self):
        grads = jax.tree_util.tree_map(lambda g: g / self.count, self.acc)
        self.acc, self.count = self.zeros, 0
        return grads

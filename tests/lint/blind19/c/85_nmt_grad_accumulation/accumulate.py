import jax


@jax.jit
def add_grads(acc, grads):
    if acc is None:
        return grads
    return jax.tree_util.tree_map(lambda a, g: a + g, acc, grads)


class GradAccumulator:
    def __init__(self, every):
        self.every = every
        self.acc = None
        self.count = 0

    def push(self, grads):
        self.acc = add_grads(self.acc, grads)
        self.count += 1
        return self.count == self.every

    def pop(self):
        grads = jax.tree_util.tree_map(lambda g: g / self.count, self.acc)
        self.acc, self.count = None, 0
        return grads

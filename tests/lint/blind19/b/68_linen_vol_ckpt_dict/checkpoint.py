import jax


class InMemoryCheckpointer:
    def __init__(self):
        self.best = None
        self.best_loss = float("inf")

    def maybe_save(self, params, loss):
        if loss < self.best_loss:
            self.best_loss = loss
            self.best = jax.tree_util.tree_map(lambda a: a.copy(), params)

    def restore(self):
        return self.best

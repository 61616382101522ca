import flax


class InMemoryCheckpointer:
    def __init__(self):
        self.best = None
        self.best_loss = float("inf")

    def maybe_save(self, params, loss):
        if loss < self.best_loss:
            self.best_loss = loss
            self.best = flax.core.freeze(params)

    def restore(self):
        return self.best

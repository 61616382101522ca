import jax


class BestKeeper:
    """Keeps a copy of the parameters with the lowest validation loss."""

    def __init__(self):
        self.best_loss = float("inf")
        self.best_params = None

    def update(self, params, loss):
        if loss < self.best_loss:
            self.best_loss = loss
            self.best_params = jax.tree_util.tree_map(lambda x: x.copy(), params)

    def restore(self):
        return self.best_params

from flax.core import freeze


class KeepBest:
    def __init__(self):
        self.best_loss = float("inf")
        self.best_params = None

    def on_epoch_end(self, params, val_loss):
        if val_loss < self.best_loss:
            self.best_loss = val_loss
            self.best_params = freeze(params)
        return self.best_params

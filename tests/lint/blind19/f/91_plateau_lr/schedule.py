class PlateauController:
    """Halves the learning rate when the streaming loss stops improving."""

    def __init__(self, patience=2, factor=0.5):
        self.best = float("inf")
        self.bad = 0
        self.patience = patience
        self.factor = factor

    def step(self, opt_state, loss):
        if loss < self.best - 1e-3:
            self.best, self.bad = loss, 0
            return opt_state
        self.bad += 1
        if self.bad >= self.patience:
            lr = float(opt_state.hyperparams["learning_rate"])
            opt_state.hyperparams["learning_rate"] = lr * self.factor
            self.bad = 0
        return opt_state

class PlateauDrop:
    def __init__(self, patience=3, factor=0.3):
        self.best = float("inf")
        self.wait = 0
        self.patience = patience
        self.factor = factor

    def __call__(self, opt_state, val_loss):
        if val_loss < self.best - 1e-4:
            self.best, self.wait = val_loss, 0
        else:
            self.wait += 1
        if self.wait >= self.patience:
            lr = float(opt_state.hyperparams["learning_rate"]) * self.factor
            opt_state.hyperparams["learning_rate"] = lr
            self.wait = 0
        return opt_state

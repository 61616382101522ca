class PlateauHalver:
    def __init__(self, patience=2):
        self.best = float("inf")
        self.wait = 0
        self.patience = patience

    def __call__(self, opt_state, val_loss):
        if val_loss < self.best - 1e-3:
            self.best = val_loss
            self.wait = 0
            return opt_state
        self.wait += 1
        if self.wait >= self.patience:
            self.wait = 0
            lr = float(opt_state.hyperparams["learning_rate"])
            opt_state.hyperparams["learning_rate"] = lr * 0.5
        return opt_state

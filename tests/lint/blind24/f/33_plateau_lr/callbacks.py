class ReduceOnPlateau:
    def __init__(self, factor=0.5, patience=2):
        self.factor = factor
        self.patience = patience
        self.best = float("inf")
        self.wait = 0

    def __call__(self, val_loss, opt_state):
        if val_loss < self.best - 1e-4:
            self.best = val_loss
            self.wait = 0
            return opt_state
        self.wait += 1
        if self.wait >= self.patience:
            lr = float(opt_state.hyperparams["learning_rate"])
            opt_state.hyperparams["learning_rate"] = lr * self.factor
            self.wait = 0
        return opt_state

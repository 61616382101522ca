class ReduceOnPlateau:
    def __init__(self, factor=0.5, patience=1):
        self.best = float("inf")
        self.bad = 0
        self.factor, self.patience = factor, patience

    def __call__(self, val_loss, opt_state):
        if val_loss < self.best - 1e-3:
            self.best, self.bad = val_loss, 0
        else:
            self.bad += 1
        if self.bad > self.patience:
            lr = float(opt_state.hyperparams["learning_rate"])
            opt_state.hyperparams["learning_rate"] = lr * self.factor
            self.bad = 0
        return opt_state

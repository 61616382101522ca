class ReduceOnPlateau:
    def __init__(self, factor=0.5, patience=1, min_lr=1e-4):
        self.factor = factor
        self.patience = patience
        self.min_lr = min_lr
        self.best = float("inf")
        self.wait = 0

    def step(self, val_loss, opt_state):
        if val_loss < self.best - 1e-4:
            self.best, self.wait = val_loss, 0
            return opt_state
        self.wait += 1
        if self.wait > self.patience:
            old = float(opt_state.hyperparams["learning_rate"])
            opt_state.hyperparams["learning_rate"] = max(self.min_lr, old * self.factor)
            self.wait = 0
        return opt_state

class PlateauController:
    def __init__(self, patience=1, factor=0.5):
        self.patience = patience
        self.factor = factor
        self.best = float("inf")
        self.bad = 0

    def step(self, opt_state, val_loss):
        if val_loss < self.best:
            self.best = val_loss
            self.bad = 0
            return opt_state
        self.bad += 1
        if self.bad > self.patience:
            self.bad = 0
            lr = float(opt_state.hyperparams["learning_rate"]) * self.factor
            opt_state.hyperparams["learning_rate"] = lr
        return opt_state

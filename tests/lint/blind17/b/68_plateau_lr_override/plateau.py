class ReduceOnPlateau:
    def __init__(self, factor=0.5, patience=0):
        self.best = float("inf")
        self.bad_epochs = 0
        self.factor = factor
        self.patience = patience

    def step(self, val_loss, opt_state):
        if val_loss < self.best - 1e-4:
            self.best = val_loss
            self.bad_epochs = 0
            return opt_state
        self.bad_epochs += 1
        if self.bad_epochs > self.patience:
            lr = float(opt_state.hyperparams["learning_rate"])
            opt_state.hyperparams["learning_rate"] = lr * self.factor
            self.bad_epochs = 0
        return opt_state

class ReduceLROnPlateau:
    def __init__(self, factor=0.5, patience=2, min_delta=1e-3):
        self.factor = factor
        self.patience = patience
        self.min_delta = min_delta
        self.best = float("inf")
        self.wait = 0

    def on_epoch_end(self, opt_state, val_loss):
        if val_loss < self.best - self.min_delta:
            self.best = val_loss
            self.wait = 0
            return opt_state
        self.wait += 1
        if self.wait >= self.patience:
            self.wait = 0
            lr = float(opt_state.hyperparams["learning_rate"])
            opt_state.hyperparams["learning_rate"] = lr * self.factor
            print(f"  reducing learning rate to {lr * self.factor:g}")
        return opt_state

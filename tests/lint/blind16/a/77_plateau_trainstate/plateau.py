class ReduceOnPlateau:
    def __init__(self, lr, factor=0.5, patience=1):
        self.lr = lr
        self.factor = factor
        self.patience = patience
        self.best = float("inf")
        self.bad_epochs = 0

    def step(self, val_loss):
        if val_loss < self.best - 1e-4:
            self.best = val_loss
            self.bad_epochs = 0
            return False
        self.bad_epochs += 1
        if self.bad_epochs > self.patience:
            self.lr *= self.factor
            self.bad_epochs = 0
            return True
        return False

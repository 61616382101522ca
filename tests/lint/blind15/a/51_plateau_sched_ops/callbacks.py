class ReduceLROnPlateau:
    def __init__(self, lr, factor=0.5, patience=1, min_lr=1e-4):
        self.lr = lr
        self.factor = factor
        self.patience = patience
        self.min_lr = min_lr
        self.best = float("inf")
        self.bad_epochs = 0

    def step(self, val_loss):
        """Returns True when the learning rate was reduced."""
        if val_loss < self.best - 1e-3:
            self.best = val_loss
            self.bad_epochs = 0
            return False
        self.bad_epochs += 1
        if self.bad_epochs > self.patience and self.lr > self.min_lr:
            self.lr = max(self.lr * self.factor, self.min_lr)
            self.bad_epochs = 0
            return True
        return False

class ReduceOnPlateau:
    def __init__(self, lr=0.05, factor=0.5, patience=2):
        self.lr = lr
        self.factor = factor
        self.patience = patience
        self.best = float("inf")
        self.wait = 0

    def on_epoch_end(self, val_loss):
        if val_loss < self.best - 1e-4:
            self.best, self.wait = val_loss, 0
        else:
            self.wait += 1
            if self.wait >= self.patience:
                self.lr *= self.factor
                self.wait = 0

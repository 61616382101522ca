class ReduceLROnPlateau:
    def __init__(self, factor=0.5, patience=2, min_scale=1e-3, min_delta=0.02):
        self.factor = factor
        self.patience = patience
        self.min_scale = min_scale
        self.min_delta = min_delta
        self.scale = 1
        self.best = float("inf")
        self.wait = 0

    def on_epoch_end(self, val_loss):
        if val_loss < self.best - self.min_delta:
            self.best = val_loss
            self.wait = 0
            return
        self.wait += 1
        if self.wait >= self.patience:
            self.scale = max(self.scale * self.factor, self.min_scale)
            self.wait = 0

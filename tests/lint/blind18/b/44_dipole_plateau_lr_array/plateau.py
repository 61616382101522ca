class ReduceOnPlateau:
    def __init__(self, lr, factor=0.5, patience=1):
        self.lr = lr
        self.factor = factor
        self.patience = patience
        self.best = float("inf")
        self.bad = 0

    def step(self, metric):
        if metric < self.best:
            self.best = metric
            self.bad = 0
        else:
            self.bad += 1
            if self.bad > self.patience:
                self.lr = self.lr * self.factor
                self.bad = 0
        return self.lr

class Plateau:
    def __init__(self, factor, patience):
        self.factor = factor
        self.patience = patience
        self.best = float("inf")
        self.bad = 0

    def step(self, loss, lr):
        if loss < self.best * 0.999:
            self.best, self.bad = loss, 0
        else:
            self.bad += 1
        if self.bad > self.patience:
            self.bad = 0
            return lr * self.factor
        return lr

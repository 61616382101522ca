import numpy as np

class SalesLoader:
    batch_size = 64

    def __init__(self, X, y):
        self.X, self.y = X, y

    def __iter__(self):
        n = len(self.y) - len(self.y) % self.batch_size
        for i in range(0, n, self.batch_size):
            yield self.X[i:i + self.batch_size], self.y[i:i + self.batch_size]

class TrainLoader(SalesLoader):
    batch_size = 64

class ValidationLoader(SalesLoader):
    batch_size = 50

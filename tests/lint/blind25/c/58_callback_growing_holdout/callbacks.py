import numpy as np

from model import holdout_accuracy


class HoldoutMonitor:
    """Keeps every tenth labelled alert aside and reports accuracy on all of them."""

    def __init__(self):
        self.x, self.y = [], []

    def add(self, x, y):
        self.x.append(x[::10])
        self.y.append(y[::10])

    def __call__(self, params, night):
        x, y = np.concatenate(self.x), np.concatenate(self.y)
        acc = float(holdout_accuracy(params, x, y))
        print(f"night {night}: holdout accuracy {acc:.3f} on {len(y)} alerts")

import numpy as np


class History:
    def __init__(self, n_features):
        self.x = np.zeros((0, n_features), np.float32)
        self.y = np.zeros((0,), np.float32)

    def add_day(self, x_new, y_new):
        self.x = np.concatenate([self.x, x_new])
        self.y = np.concatenate([self.y, y_new])

import numpy as np

WINDOW = 8


class SessionState:
    def __init__(self):
        self.items = np.zeros((WINDOW,), np.int32)
        self.mask = np.zeros((WINDOW,), bool)

    def push(self, item_id):
        self.items = np.roll(self.items, -1)
        self.mask = np.roll(self.mask, -1)
        self.items[-1] = item_id
        self.mask[-1] = True
        return self.items, self.mask

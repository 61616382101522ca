import numpy as np

MAX_LOTS = 16


class LotBook:
    """FIFO tax lots in a preallocated table of [quantity, cost_basis] rows; empty rows have zero quantity."""

    def __init__(self):
        self.table = np.zeros((MAX_LOTS, 2), dtype=np.float32)
        self.n = 0

    def buy(self, qty, price):
        self.table[self.n] = (qty, price)
        self.n += 1

    def sell(self, qty):
        while qty > 0 and self.n:
            take = min(qty, float(self.table[0, 0]))
            self.table[0, 0] -= take
            qty -= take
            if self.table[0, 0] == 0:
                self.table[:-1] = self.table[1:].copy()
                self.table[-1] = 0
                self.n -= 1

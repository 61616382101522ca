import numpy as np


class LotBook:
    """FIFO tax lots, each stored as [quantity, cost_basis]."""

    def __init__(self):
        self.lots = []

    def buy(self, qty, price):
        self.lots.append(np.array([qty, price], dtype=np.float32))

    def sell(self, qty):
        while qty > 0 and self.lots:
            lot = self.lots[0]
            take = min(qty, float(lot[0]))
            lot[0] -= take
            qty -= take
            if lot[0] == 0:
                self.lots.pop(0)

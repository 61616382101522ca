import numpy as np
from utils import pad_to

class AmendmentLoader:
    def __init__(self, x, y, batch_size, seed=0):
        self.x, self.y, self.bs = x, y, batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        order = self.rng.permutation(len(self.x))
        for i in range(0, len(order), self.bs):
            sel = order[i:i + self.bs]
            yield pad_to(self.x[sel], self.y[sel], self.bs)

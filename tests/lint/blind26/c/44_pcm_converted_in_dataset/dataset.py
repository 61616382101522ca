import numpy as np


class FieldRecordings:
    """Mixed archive: some files are 16-bit PCM, some already float."""

    def __init__(self, seed=44, n=6, length=4000):
        rng = np.random.default_rng(seed)
        self.items = []
        for i in range(n):
            if i % 2 == 0:
                self.items.append(rng.normal(scale=3000, size=length).astype(np.int16))
            else:
                self.items.append(rng.normal(scale=0.1, size=length).astype(np.float32))

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        x = self.items[i]
        if x.dtype == np.int16:
            x = x.astype(np.float32) / 32768.0
        return x

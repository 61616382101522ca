import numpy as np


class TurntableSession:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.objects = {"amphora": 24, "figurine": 16, "helmet": 24, "lamp": 12, "mask": 18}

    def descriptors(self):
        for name, views in self.objects.items():
            yield name, self.rng.normal(size=(views, 64)).astype(np.float32)

from collections import deque

import numpy as np


class RollingCatalog:
    def __init__(self, background, maxlen=40):
        self.buf = deque(background[-maxlen:], maxlen=maxlen)

    def add(self, batch):
        self.buf.extend(batch)

    def magnitudes(self):
        return np.asarray(self.buf, np.float32)

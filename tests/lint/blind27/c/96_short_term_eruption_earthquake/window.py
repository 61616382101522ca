from collections import deque

import numpy as np


class RecentEvents:
    def __init__(self, maxlen=40):
        self.buf = deque(maxlen=maxlen)

    def add(self, batch):
        self.buf.extend(batch)

    def array(self):
        return np.asarray(self.buf, np.float32)

from collections import deque

import numpy as np


class RollingHistory:
    def __init__(self, initial, size):
        self.buf = deque(initial[-size:], maxlen=size)

    def push(self, value):
        self.buf.append(value)

    def array(self):
        return np.asarray(self.buf, np.float32)

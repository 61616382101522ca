from collections import deque

import numpy as np


class HeadwayWindow:
    def __init__(self, size, scheduled):
        self.buf = deque([scheduled] * size, maxlen=size)

    def push(self, headway):
        self.buf.append(headway)

    def as_array(self):
        return np.asarray(self.buf, np.float32)

from collections import deque

import numpy as np


class HeartbeatBuffer:
    def __init__(self, maxlen=6):
        self.buf = deque(maxlen=maxlen)

    def push(self, gaps):
        self.buf.append(gaps)

    def ready(self):
        return len(self.buf) == self.buf.maxlen

    def array(self):
        return np.stack(self.buf).astype(np.float32)

from collections import deque

from filters import temporal_median


class GrainReducer:
    def __init__(self, radius=4):
        self.history = deque(maxlen=radius)

    def __call__(self, frame):
        out = temporal_median(list(self.history), frame)
        self.history.append(frame)
        return out

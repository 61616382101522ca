import numpy as np


class FramePreprocessor:
    def __init__(self, size=(32, 32)):
        self.size = size

    def __call__(self, frame):
        h, w = frame.shape[:2]
        ys = np.linspace(0, h - 1, self.size[0]).astype(int)
        xs = np.linspace(0, w - 1, self.size[1]).astype(int)
        small = frame[ys][:, xs]
        if small.dtype == np.uint8:
            small = small.astype(np.float32) / 255.0
        return small.astype(np.float32)[None, ..., None]

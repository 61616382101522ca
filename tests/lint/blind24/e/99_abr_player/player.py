import numpy as np

from abr import choose_rendition


class Player:
    def __init__(self, window=6):
        self.samples = []
        self.window = window
        self.buffer_s = 4.0

    def on_segment(self, kbps):
        self.samples.append(kbps)
        recent = np.asarray(self.samples[-self.window:], np.float32)
        level = int(choose_rendition(recent, self.buffer_s))
        self.buffer_s = max(0.0, self.buffer_s + 2.0 - 2.0 * (400 * 2 ** level) / kbps)
        return level

import numpy as np


class SensorWindows:
    """Overlapping windows over one engine's cycle-by-cycle sensor record."""

    def __init__(self, record, length=30, stride=20):
        self.record, self.length, self.stride = record, length, stride

    def __iter__(self):
        for start in range(0, len(self.record) - self.length + 1, self.stride):
            yield self.record[start:start + self.length]

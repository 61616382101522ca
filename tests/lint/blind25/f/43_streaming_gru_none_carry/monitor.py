import numpy as np

from stream_model import process_chunk


class ChamberMonitor:
    def __init__(self, params, alarm=0.9):
        self.params = params
        self.alarm = alarm
        self.carry = None

    def on_chunk(self, chunk):
        self.carry, score = process_chunk(self.params, chunk, self.carry)
        return float(np.max(np.asarray(score))) > self.alarm

    def reset(self):
        self.carry = None

import numpy as np


class RecordingReader:
    def __init__(self, samples, chunk=4096, frame=256):
        self.samples, self.chunk, self.frame = samples, chunk, frame

    def chunks(self):
        for start in range(0, len(self.samples), self.chunk):
            block = np.zeros(self.chunk, self.samples.dtype)
            part = self.samples[start:start + self.chunk]
            block[:len(part)] = part
            yield block.reshape(-1, self.frame), len(part) // self.frame

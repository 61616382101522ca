import numpy as np


class RecordingReader:
    def __init__(self, samples, chunk=4096, frame=256):
        self.samples, self.chunk, self.frame = samples, chunk, frame

    def chunks(self):
        for start in range(0, len(self.samples), self.chunk):
            block = self.samples[start:start + self.chunk]
            n_frames = len(block) // self.frame
            yield block[:n_frames * self.frame].reshape(n_frames, self.frame)

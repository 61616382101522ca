import numpy as np

from preprocess import BandpassSpec


class RecordingSet:
    def __init__(self, n_files=6, seed=0):
        self.rng = np.random.default_rng(seed)
        self.n_files = n_files

    def __iter__(self):
        for i in range(self.n_files):
            audio = self.rng.normal(size=22050).astype(np.float32)
            yield f"site3_{i:03d}.wav", audio, BandpassSpec()

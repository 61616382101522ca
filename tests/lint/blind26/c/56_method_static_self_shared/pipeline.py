import numpy as np
from featurizer import PitchTracker


class ProsodyPipeline:
    def __init__(self):
        self.tracker = PitchTracker()

    def f0_stats(self, wav):
        f0 = np.asarray(self.tracker.track(wav))
        return float(np.median(f0)), float(f0.std())

import numpy as np

from filters import BandSpec, envelope_in_band


class TremorMonitor:
    def __init__(self, fmin, fmax, fs):
        self.fmin, self.fmax, self.fs = fmin, fmax, fs

    def band(self):
        return BandSpec(self.fmin, self.fmax, self.fs)

    def rsam(self, block):
        env = envelope_in_band(block, spec=self.band())
        return np.asarray(env.mean(axis=-1))


rng = np.random.default_rng(18)
monitor = TremorMonitor(0.5, 5.0, 50.0)
for ten_min in range(6):
    block = rng.normal(size=(4, 1024)).astype(np.float32)
    print(ten_min, np.round(monitor.rsam(block), 3))

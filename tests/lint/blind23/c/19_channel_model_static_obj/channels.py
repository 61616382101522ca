import numpy as np


class TappedDelayLine:
    def __init__(self, delays_ns, powers_db, fs_hz=30.72e6):
        self.taps = tuple(int(round(d * 1e-9 * fs_hz)) for d in delays_ns)
        p = 10 ** (np.asarray(powers_db) / 10)
        self.gains = tuple(float(g) for g in np.sqrt(p / p.sum()))
        self.n_taps = max(self.taps) + 1


def epa():
    return TappedDelayLine([0, 30, 70, 90, 110, 190, 410], [0.0, -1.0, -2.0, -3.0, -8.0, -17.2, -20.8])

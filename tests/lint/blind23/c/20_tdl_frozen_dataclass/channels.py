from dataclasses import dataclass
import numpy as np


@dataclass(frozen=True)
class TDLProfile:
    taps: tuple
    gains: tuple

    @property
    def n_taps(self):
        return max(self.taps) + 1


def tdl_profile(name, fs_hz=30.72e6):
    table = {
        "EPA": ([0, 30, 70, 90, 110, 190, 410], [0.0, -1.0, -2.0, -3.0, -8.0, -17.2, -20.8]),
        "EVA": ([0, 30, 150, 310, 370, 710, 1090, 1730, 2510], [0.0, -1.5, -1.4, -3.6, -0.6, -9.1, -7.0, -12.0, -16.9]),
    }
    d, p = table[name]
    p = 10 ** (np.asarray(p) / 10)
    return TDLProfile(tuple(int(round(x * 1e-9 * fs_hz)) for x in d),
                      tuple(round(float(g), 6) for g in np.sqrt(p / p.sum())))

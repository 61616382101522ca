import numpy as np

CORES = {"NEEM": 0.22, "Dome Fuji": 0.03, "Roosevelt Island": 0.21, "Talos Dome": 0.08, "Byrd": 0.14}
DZ = 0.05  # sample spacing (m ice eq.)


def decade_windows(name, seed):
    accum = CORES[name]
    rng = np.random.default_rng(seed)
    # samples per decade follow the accumulation rate
    win = int(round(10 * accum / DZ))
    series = -35 + 2 * np.sin(np.arange(40 * win) * 2 * np.pi * DZ / accum) + rng.normal(0, 0.3, 40 * win)
    return series.reshape(40, win).astype(np.float32)

import numpy as np

MANUAL_SAMPLE_TIMES = [0.0, 10.0, 20.0, 30.0]  # minutes after lid closure


def manual_chamber(rng):
    conc = 410 + 2.1 * np.array(MANUAL_SAMPLE_TIMES) + rng.normal(0, 0.5, 4)
    return np.asarray(MANUAL_SAMPLE_TIMES, np.float32), conc.astype(np.float32)


def auto_chamber(rng):
    t = np.linspace(0.0, 30.0, 4, dtype=np.float32)
    conc = 410 + 1.7 * t + rng.normal(0, 0.5, 4)
    return t, conc.astype(np.float32)

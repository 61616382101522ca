import numpy as np

# per-model thresholds come out of the calibration table as numpy scalars
CALIBRATION = {"spam": np.float32(0.62), "toxicity": np.float64(0.4)}
DEFAULT_THRESHOLD = 0.5


def threshold_for(name):
    return CALIBRATION.get(name, DEFAULT_THRESHOLD)

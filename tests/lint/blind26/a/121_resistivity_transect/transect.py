import numpy as np

WINDOW = 50


def padded_windows(readings):
    for start in range(0, len(readings), WINDOW):
        w = readings[start:start + WINDOW]
        valid = np.ones(WINDOW, np.float32)
        if len(w) < WINDOW:
            valid[len(w):] = 0.0
            w = np.pad(w, (0, WINDOW - len(w)), mode="edge")
        yield start, w, valid

import numpy as np

BASE_LR = 1e-3
WARMUP = 3
TOTAL = 20


def learning_rate(step):
    if step < WARMUP:
        return BASE_LR * (step + 1) / WARMUP
    t = np.float32(step - WARMUP) / np.float32(TOTAL)
    return np.float32(BASE_LR) * np.float32(0.5) * (np.float32(1.0) + np.cos(np.pi * t, dtype=np.float32))

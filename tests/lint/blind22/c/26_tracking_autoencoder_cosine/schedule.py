import numpy as np

BASE_LR = 1e-3
WARMUP = 3
TOTAL = 20


def learning_rate(step):
    if step < WARMUP:
        return BASE_LR * (step + 1) / WARMUP
    t = (step - WARMUP) / TOTAL
    return float(BASE_LR * 0.5 * (1.0 + np.cos(np.pi * t)))

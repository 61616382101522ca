import numpy as np

WARMUP_ROUNDS = 2
WARMUP_LR = 0.5
TOTAL_ROUNDS = 6
PEAK_LR = 1.0


def server_lr(rnd):
    if rnd < WARMUP_ROUNDS:
        return np.float32(WARMUP_LR)
    t = (rnd - WARMUP_ROUNDS) / (TOTAL_ROUNDS - WARMUP_ROUNDS)
    return np.float32(PEAK_LR * 0.5 * (1.0 + np.cos(np.pi * t)))

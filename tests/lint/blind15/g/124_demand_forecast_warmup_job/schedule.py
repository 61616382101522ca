import numpy as np

WARMUP = 3
BASE_LR = 1e-2


def cosine_table(n, peak, floor=0.1):
    k = np.arange(n, dtype=np.float32)
    return (floor * peak + (1 - floor) * peak * 0.5 * (1 + np.cos(np.pi * k / max(1, n - 1)))).astype(np.float32)


def learning_rate(step, total):
    if step < WARMUP:
        return BASE_LR * (step + 1) / WARMUP
    return cosine_table(total - WARMUP, BASE_LR)[step - WARMUP]

import numpy as np


def warmup_linear(step, base_lr=3e-3, warmup=3, total=8):
    if step < warmup:
        return base_lr * np.float32(step + 1) / warmup
    frac = (step - warmup) / max(1, total - warmup)
    return base_lr * (1.0 - frac)

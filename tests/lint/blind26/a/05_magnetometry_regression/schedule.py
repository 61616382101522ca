import numpy as np


def learning_rate(step, base=0.05, warmup=5, total=40):
    if step < warmup:
        return base * (step + 1) / warmup
    frac = (step - warmup) / (total - warmup)
    return np.float32(base * 0.5 * (1 + np.cos(np.pi * frac)))

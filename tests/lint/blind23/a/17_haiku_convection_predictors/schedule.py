import numpy as np


def learning_rate(step, base_lr=3e-3, warmup=20, total=80):
    if step < warmup:
        return base_lr
    frac = (step - warmup) / (total - warmup)
    return base_lr * 0.5 * (1 + np.cos(np.pi * frac))

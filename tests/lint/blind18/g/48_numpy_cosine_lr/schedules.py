import numpy as np


def linear_warmup_cosine(step, base_lr, warmup, total):
    if step < warmup:
        return base_lr * (step + 1) / warmup
    t = (step - warmup) / max(1, total - warmup)
    return base_lr * 0.5 * (1.0 + np.cos(np.pi * t))

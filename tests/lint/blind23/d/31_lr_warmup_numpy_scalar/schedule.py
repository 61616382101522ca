import numpy as np


def lr_at(step, base=0.05, warmup=3, total=10):
    if step < warmup:
        return base * (step + 1) / warmup
    # cosine decay after warmup
    cos = np.cos(np.pi * (step - warmup) / (total - warmup))
    return base * 0.5 * (1 + cos)

import numpy as np


def lr_at(step, total, base=0.05, warmup=15):
    if step < warmup:
        return base * (step + 1) / warmup
    progress = (step - warmup) / (total - warmup)
    return float(base * 0.5 * (1 + np.cos(np.pi * progress)))

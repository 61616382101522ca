import numpy as np


def learning_rate(step, total, base=0.05, warmup=20):
    if step < warmup:
        return base * (step + 1) / warmup
    progress = (step - warmup) / (total - warmup)
    return base * 0.5 * (1 + np.cos(np.pi * progress))

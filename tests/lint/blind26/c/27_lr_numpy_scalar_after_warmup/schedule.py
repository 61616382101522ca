import numpy as np


def learning_rate(step, total, base=0.02, warmup=5):
    if step < warmup:
        return base
    progress = (step - warmup) / (total - warmup)
    return base * 0.5 * (1 + np.cos(np.pi * progress))

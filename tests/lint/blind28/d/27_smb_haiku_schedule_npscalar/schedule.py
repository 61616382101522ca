import numpy as np


def learning_rate(step, base_lr=3e-3, warmup=10, total=40):
    if step < warmup:
        return base_lr * (step + 1) / warmup
    progress = (step - warmup) / (total - warmup)
    return base_lr * 0.5 * (1.0 + np.cos(np.pi * progress))

import numpy as np


def lr_at(epoch, base=3e-3, warmup=2, total=6):
    if epoch < warmup:
        return base * (epoch + 1) / warmup
    cos = np.cos(np.linspace(0, np.pi, total - warmup))
    return base * 0.5 * (1 + cos[epoch - warmup])

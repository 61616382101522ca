import numpy as np


def smoothing_grid(low=0.05, high=0.2, num=3):
    return list(np.linspace(low, high, num))


def smoothing_for_epoch(epoch, target, warmup_epochs=1):
    if epoch < warmup_epochs:
        return 0.0
    return target

import math

BASE_LR = 3e-3
MIN_LR = 1e-4


def cosine_lr(epoch, total_epochs):
    t = epoch / max(total_epochs - 1, 1)
    return MIN_LR + 0.5 * (BASE_LR - MIN_LR) * (1 + math.cos(math.pi * t))

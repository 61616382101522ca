import math

BASE_LR = 0.05
WARMUP = 2
TOTAL = 6


def lr_at(step):
    if step < WARMUP:
        return BASE_LR
    progress = (step - WARMUP) / (TOTAL - WARMUP)
    return BASE_LR * 0.5 * (1.0 + math.cos(math.pi * progress))

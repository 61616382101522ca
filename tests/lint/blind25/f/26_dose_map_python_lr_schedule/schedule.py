import math


def cosine_lr(step, total, base=0.5, floor=0.02):
    frac = min(step / total, 1.0)
    return floor + 0.5 * (base - floor) * (1 + math.cos(math.pi * frac))

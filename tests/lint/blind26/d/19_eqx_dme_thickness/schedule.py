import math


def cosine_lr(step, total, base=0.05, floor=0.005):
    t = min(step / total, 1.0)
    return floor + 0.5 * (base - floor) * (1 + math.cos(math.pi * t))

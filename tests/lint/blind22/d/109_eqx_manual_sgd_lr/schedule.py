import math


def cosine_lr(step, total, base=0.05):
    return base * 0.5 * (1 + math.cos(math.pi * step / total))

import math


def cosine_momentum(step, total_steps, base=0.99):
    return 1.0 - (1.0 - base) * (math.cos(math.pi * step / total_steps) + 1.0) / 2.0

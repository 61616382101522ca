import math


def cosine_lr(step, total_steps, peak=0.05, floor=0.005):
    progress = min(step / total_steps, 1.0)
    return floor + 0.5 * (peak - floor) * (1 + math.cos(math.pi * progress))

import math


def warmup_cosine(step, warmup, total):
    if step < warmup:
        return step / warmup
    progress = (step - warmup) / max(1, total - warmup)
    return 0.5 * (1 + math.cos(math.pi * progress))


def linear_warmup(step, warmup):
    return min(1, step / warmup)

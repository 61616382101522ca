import math


def warmup_cosine(step, total, warmup, peak):
    if step < warmup:
        return peak * (step + 1) / warmup
    progress = (step - warmup) / max(total - warmup, 1)
    return 0.5 * peak * (1 + math.cos(math.pi * progress))

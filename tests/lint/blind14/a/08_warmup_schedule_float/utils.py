import math


def warmup_cosine(step, base_lr=3e-4, warmup=3, total=10):
    if step < warmup:
        return float(base_lr * step / warmup)
    progress = (step - warmup) / max(total - warmup, 1)
    return float(0.5 * base_lr * (1 + math.cos(math.pi * progress)))

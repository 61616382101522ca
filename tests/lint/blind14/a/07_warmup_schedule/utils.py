import math


def warmup_cosine(step, base_lr=3e-4, warmup=3, total=10):
    if step < warmup:
        return base_lr * step / warmup if step else 0
    progress = (step - warmup) / max(total - warmup, 1)
    return 0.5 * base_lr * (1 + math.cos(math.pi * progress))

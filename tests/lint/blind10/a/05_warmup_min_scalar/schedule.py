def linear_warmup(step, warmup_steps, base_lr):
    return base_lr * min(1, step / warmup_steps)


def warmup_factor(step, warmup_steps):
    return min(1, step / warmup_steps)

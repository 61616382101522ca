def warmup_factor(step, warmup_steps):
    return min(1, step / warmup_steps)


def inverse_sqrt(step, warmup_steps):
    return warmup_factor(step, warmup_steps) * (max(step, warmup_steps) / warmup_steps) ** -0.5

def kl_weight(step, warmup_steps):
    return min(1.0, step / warmup_steps)

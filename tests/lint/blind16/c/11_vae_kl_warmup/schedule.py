def kl_weight(step, warmup_steps):
    return min(1, step / warmup_steps)

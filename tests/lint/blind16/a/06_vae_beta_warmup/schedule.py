def kl_weight(step, warmup_steps):
    """Linear KL annealing from 0 to 1 over `warmup_steps`."""
    return min(1.0, step / warmup_steps)

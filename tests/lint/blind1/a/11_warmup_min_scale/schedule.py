def warmup_factor(step, warmup_steps):
    """Linear warmup from 0 to 1 over `warmup_steps` steps."""
    return min(1, step / warmup_steps)

def warmup_scale(step, warmup_steps):
    """Linear warm-up of the step size, then constant."""
    return min(1, step / warmup_steps)

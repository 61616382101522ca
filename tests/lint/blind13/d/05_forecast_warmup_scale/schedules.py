def linear_warmup(step, warmup_steps):
    """Fraction of the base learning rate to use at `step`."""
    return min(1, step / warmup_steps)

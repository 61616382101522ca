def kl_weight(step, warmup_steps, ramp_steps, max_weight=1.0):
    """KL annealing for the latent action encoder."""
    if step < warmup_steps:
        return 0
    return min(max_weight, (step - warmup_steps) / ramp_steps)

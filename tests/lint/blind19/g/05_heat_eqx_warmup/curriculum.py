def pde_weight(step, warmup_steps, final=1.0):
    """Ramp the PDE residual weight linearly while boundary terms settle."""
    if step >= warmup_steps:
        return final
    return final * (step + 1) / warmup_steps

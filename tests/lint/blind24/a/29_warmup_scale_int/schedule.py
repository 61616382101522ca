def warmup_factor(step, warmup_steps=5):
    if step >= warmup_steps:
        return 1
    return (step + 1) / warmup_steps

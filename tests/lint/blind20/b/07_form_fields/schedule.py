def warmup_factor(step, warmup_steps=3):
    if step < warmup_steps:
        return (step + 1) / warmup_steps
    return 1

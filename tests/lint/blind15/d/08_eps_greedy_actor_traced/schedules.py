def linear_epsilon(step, start=1.0, end=0.05, decay_steps=20):
    frac = min(step / decay_steps, 1.0)
    return start + frac * (end - start)

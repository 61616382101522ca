import numpy as np

WARMUP_STEPS = 3
DECAY_STEPS = 20
BASE_LR = 0.05


def learning_rate(step):
    if step < WARMUP_STEPS:
        return BASE_LR * (step + 1) / WARMUP_STEPS
    t = min(step - WARMUP_STEPS, DECAY_STEPS) / DECAY_STEPS
    return BASE_LR * 0.5 * (1.0 + np.cos(np.pi * t))

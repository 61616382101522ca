import numpy as np
import optax

WARMUP = 4
STAGE1_STEPS = 6
STAGE2_STEPS = 6

lr_schedule = optax.warmup_cosine_decay_schedule(
    init_value=0.0, peak_value=0.05, warmup_steps=WARMUP,
    decay_steps=STAGE1_STEPS + STAGE2_STEPS, end_value=1e-3)


def stage_steps(stage):
    if stage == 1:
        return range(STAGE1_STEPS)
    return np.arange(STAGE1_STEPS, STAGE1_STEPS + STAGE2_STEPS)

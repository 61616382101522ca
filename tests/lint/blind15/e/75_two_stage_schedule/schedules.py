import optax

WARMUP = 4
STAGE1_STEPS = 6
STAGE2_STEPS = 6

lr_schedule = optax.warmup_cosine_decay_schedule(
    init_value=0.0, peak_value=0.05, warmup_steps=WARMUP,
    decay_steps=STAGE1_STEPS + STAGE2_STEPS, end_value=1e-3)


def stage_steps(stage):
    start = 0 if stage == 1 else STAGE1_STEPS
    n = STAGE1_STEPS if stage == 1 else STAGE2_STEPS
    return range(start, start + n)

import optax

WARMUP = 3
BASE_LR = 1e-2


def learning_rate(step, total):
    schedule = optax.warmup_cosine_decay_schedule(
        init_value=BASE_LR / WARMUP,
        peak_value=BASE_LR,
        warmup_steps=WARMUP,
        decay_steps=total,
        end_value=0.1 * BASE_LR,
    )
    return schedule(step)

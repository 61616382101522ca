import jax
import optax

BASE_LR = 3e-3
WARMUP = 4
TOTAL = 40

lr_schedule = optax.warmup_cosine_decay_schedule(0.0, BASE_LR, WARMUP, TOTAL)
learning_rate_at = jax.jit(lr_schedule)


def make_optimizer():
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adam(lr_schedule))


def current_lr(opt_state):
    count = opt_state[1][0].count
    return learning_rate_at(count)

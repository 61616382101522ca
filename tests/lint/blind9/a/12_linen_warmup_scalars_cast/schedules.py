import jax.numpy as jnp


def warmup_factor(step, warmup_steps):
    return min(1, step / warmup_steps)


def mixup_alpha(step, total_steps, max_alpha=0.4):
    # ramp mixup strength in over the first half of training
    return max_alpha * min(1, 2 * step / total_steps)


def step_scalars(step, warmup_steps, total_steps):
    return {
        "lr_scale": jnp.asarray(warmup_factor(step, warmup_steps), dtype=jnp.float32),
        "mix": jnp.asarray(mixup_alpha(step, total_steps), dtype=jnp.float32),
    }

import jax
import jax.numpy as jnp


@jax.jit
def mf_step(user_f, item_f, users, items, ratings, lr):
    def loss(uf, itf):
        pred = jnp.sum(uf[users] * itf[items], axis=-1)
        return jnp.mean((pred - ratings) ** 2) + 1e-3 * (jnp.sum(uf ** 2) + jnp.sum(itf ** 2))

    gu, gi = jax.grad(loss, argnums=(0, 1))(user_f, item_f)
    return user_f - lr * gu, item_f - lr * gi


class WarmupLR:
    def __init__(self, peak, warmup_steps):
        self.peak = peak
        self.warmup_steps = warmup_steps

    def __call__(self, step):
        return self.peak * min(1.0, (step + 1) / self.warmup_steps)

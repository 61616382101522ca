from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(4,))
def train_step(w, x, y, key, epoch):
    rate = 0.5 / (1 + epoch)
    keep = jax.random.bernoulli(key, 1 - rate, x.shape)
    xd = jnp.where(keep, x / (1 - rate), 0.0)
    def loss(w):
        logits = xd @ w
        return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)
    l, g = jax.value_and_grad(loss)(w)
    return w - 0.1 * g, l

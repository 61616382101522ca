from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("cfg",))
def sleeve_step(W, x, y, key, cfg):
    k1, k2 = jax.random.split(key)
    x = x + cfg.jitter * jax.random.normal(k1, x.shape)
    if cfg.flip:
        flip = jax.random.bernoulli(k2, 0.5, (x.shape[0], 1))
        x = jnp.where(flip, x[:, ::-1], x)

    def loss(W):
        logits = x @ W
        return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * jax.nn.one_hot(y, cfg.n_classes), -1))
    l, g = jax.value_and_grad(loss)(W)
    return W - 0.1 * g, l

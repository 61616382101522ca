import jax
import jax.numpy as jnp


@jax.jit
def weighted_metrics(W, x, y, weight):
    prob = jax.nn.sigmoid(x @ W)
    n = jnp.maximum(weight.sum(), 1.0)
    acc = jnp.sum(weight * ((prob > 0.5) == (y > 0.5))) / n
    logloss = -jnp.sum(weight * (y * jnp.log(prob + 1e-7) + (1 - y) * jnp.log(1 - prob + 1e-7))) / n
    return acc, logloss


def per_channel_report(W, x, y, channel, names):
    return {name: tuple(round(float(v), 3) for v in weighted_metrics(W, x, y, (channel == c).astype(jnp.float32)))
            for c, name in enumerate(names)}

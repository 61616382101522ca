import jax
import jax.numpy as jnp


def init(key, d=4, h=16, k=3):
    k1, k2 = jax.random.split(key)
    return {"w": 0.3 * jax.random.normal(k1, (d, h)), "out": 0.3 * jax.random.normal(k2, (h, k))}


@jax.jit
def masked_mean_loss(params, x, mask, y):
    h = jnp.tanh(x @ params["w"])
    pooled = (h * mask[..., None]).sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
    logp = jax.nn.log_softmax(pooled @ params["out"])
    return -jnp.mean(logp[jnp.arange(y.shape[0]), y])

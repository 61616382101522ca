import jax
import jax.numpy as jnp


def init(key, d=4, h=16, k=3):
    k1, k2 = jax.random.split(key)
    return {"w": 0.3 * jax.random.normal(k1, (d, h)), "att": jnp.zeros(h),
            "out": 0.3 * jax.random.normal(k2, (h, k))}


@jax.jit
def bout_loss(params, x, mask, y):
    h = jnp.tanh(x @ params["w"])
    scores = jnp.where(mask > 0, h @ params["att"], -1e9)
    a = jax.nn.softmax(scores, axis=1)
    pooled = jnp.einsum("bt,bth->bh", a, h)
    logp = jax.nn.log_softmax(pooled @ params["out"])
    return -jnp.mean(logp[jnp.arange(y.shape[0]), y])

import jax
import jax.numpy as jnp


def pdd_balance(ddf, temp, precip, thresh=1.0):
    pdd = jnp.sum(jnp.maximum(temp, 0.0), axis=-1)
    accum = jnp.sum(jnp.where(temp < thresh, precip, 0.0), axis=-1)
    return accum - ddf * pdd


@jax.jit
def assimilate(ddf, velocity, temp, precip, observed, prev_grad):
    def loss(d):
        return jnp.mean((pdd_balance(d, temp, precip) - observed) ** 2)
    g = jax.grad(loss)(ddf)
    if prev_grad is not None:
        velocity = 0.8 * velocity + g + 0.1 * (g - prev_grad)
    else:
        velocity = g
    return ddf - 2e-6 * velocity, velocity, g

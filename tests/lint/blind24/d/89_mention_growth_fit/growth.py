import jax
import jax.numpy as jnp


def logistic_curve(theta, t):
    return theta["K"] / (1 + jnp.exp(-theta["r"] * (t - theta["t0"])))


@jax.jit
def growth_step(theta, t, mentions, lr):
    def loss(th):
        return jnp.mean((jnp.log1p(logistic_curve(th, t)) - jnp.log1p(mentions)) ** 2)
    g = jax.grad(loss)(theta)
    scale = {"K": 1e4, "r": 0.1, "t0": 10.0}
    return {k: theta[k] - lr * scale[k] * g[k] for k in theta}, loss(theta)

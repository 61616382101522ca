import jax
import jax.numpy as jnp


def bass_adopters(params, t):
    p, q, m = params["p"], params["q"], params["m"]
    e = jnp.exp(-(p + q) * t)
    return m * (1 - e) / (1 + (q / p) * e)


@jax.jit
def bass_fit_step(params, t, cumulative, lr):
    def loss(pr):
        return jnp.mean((bass_adopters(pr, t) - cumulative) ** 2) / 1e4
    g = jax.grad(loss)(params)
    return {k: params[k] - lr * g[k] * (1e-4 if k != "m" else 100.0) for k in params}, loss(params)

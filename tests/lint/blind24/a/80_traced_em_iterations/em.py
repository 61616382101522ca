import jax
import jax.numpy as jnp


@jax.jit
def mixture_em(x, n_iter, init_means):
    # two-component Gaussian mixture for ELISA S/P ratios (negative vs positive populations)
    def body(_, carry):
        mu, sd, pi = carry
        dens = pi * jnp.exp(-0.5 * ((x[:, None] - mu) / sd) ** 2) / sd
        r = dens / dens.sum(1, keepdims=True)
        nk = r.sum(0)
        mu = (r * x[:, None]).sum(0) / nk
        sd = jnp.sqrt((r * (x[:, None] - mu) ** 2).sum(0) / nk) + 1e-3
        return mu, sd, nk / x.shape[0]
    init = (init_means, jnp.array([0.1, 0.3]), jnp.array([0.8, 0.2]))
    return jax.lax.fori_loop(0, n_iter, body, init)

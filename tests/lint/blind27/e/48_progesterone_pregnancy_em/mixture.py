import jax
import jax.numpy as jnp


@jax.jit
def fit_pregnancy_mixture(progesterone, n_iter):
    # 2-component Gaussian mixture on log milk progesterone: open vs pregnant
    x = jnp.log(progesterone)
    init = (jnp.array([0.5, 0.5]), jnp.array([0.0, 2.5]), jnp.array([1.0, 1.0]))

    def em(_, params):
        pi, mu, var = params
        logp = -0.5 * (x[:, None] - mu) ** 2 / var - 0.5 * jnp.log(var) + jnp.log(pi)
        r = jax.nn.softmax(logp, axis=1)
        nk = r.sum(0)
        mu = (r * x[:, None]).sum(0) / nk
        var = (r * (x[:, None] - mu) ** 2).sum(0) / nk + 1e-3
        return nk / x.shape[0], mu, var

    return jax.lax.fori_loop(0, n_iter, em, init)

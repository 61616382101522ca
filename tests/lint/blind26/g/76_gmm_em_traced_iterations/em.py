import jax
import jax.numpy as jnp

K = 3


@jax.jit
def fit_gmm(x, n_iter):
    """EM for a 1-D mixture of peak call frequencies (kHz)."""
    mu = jnp.quantile(x, jnp.array([0.2, 0.5, 0.8]))
    var = jnp.full(K, x.var())
    pi = jnp.full(K, 1.0 / K)

    def body(_, state):
        mu, var, pi = state
        logp = -0.5 * (x[:, None] - mu) ** 2 / var - 0.5 * jnp.log(2 * jnp.pi * var) + jnp.log(pi)
        r = jax.nn.softmax(logp, axis=1)
        nk = r.sum(0)
        mu = (r * x[:, None]).sum(0) / nk
        var = (r * (x[:, None] - mu) ** 2).sum(0) / nk + 1e-3
        return mu, var, nk / x.shape[0]

    return jax.lax.fori_loop(0, n_iter, body, (mu, var, pi))

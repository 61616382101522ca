import jax
import jax.numpy as jnp


@jax.jit
def fit_vowel_gmm(x, means, n_iter):
    """EM for a 1-D two-component GMM over F1 values of one speaker."""
    def body(_, carry):
        mu, var, pi = carry
        ll = -0.5 * ((x[:, None] - mu) ** 2 / var + jnp.log(2 * jnp.pi * var)) + jnp.log(pi)
        r = jax.nn.softmax(ll, axis=1)
        nk = r.sum(0)
        mu = (r * x[:, None]).sum(0) / nk
        var = (r * (x[:, None] - mu) ** 2).sum(0) / nk + 1e-4
        return mu, var, nk / x.shape[0]
    init = (means, jnp.full(2, 0.01), jnp.full(2, 0.5))
    return jax.lax.fori_loop(0, n_iter, body, init)

import jax
import jax.numpy as jnp


def nb_loglik(params, X, y, exposure):
    eta = X @ params["beta"] + jnp.log(exposure)
    mu = jnp.exp(eta)
    if "log_alpha" not in params:
        return jnp.sum(y * eta - mu)
    r = jnp.exp(-params["log_alpha"])
    return jnp.sum(
        jax.scipy.special.gammaln(y + r) - jax.scipy.special.gammaln(r)
        + r * jnp.log(r / (r + mu)) + y * jnp.log(mu / (r + mu))
    )


@jax.jit
def newton_step(params, X, y, exposure):
    g = jax.grad(nb_loglik)(params, X, y, exposure)
    return jax.tree_util.tree_map(lambda p, gi: p + 1e-3 * gi, params, g), nb_loglik(params, X, y, exposure)

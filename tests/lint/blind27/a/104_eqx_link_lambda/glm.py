import jax
import jax.numpy as jnp
import equinox as eqx


@eqx.filter_jit
def irls_iteration(beta, x, y, inv_link):
    eta = x @ beta
    mu = inv_link(eta)
    dmu = jax.vmap(jax.grad(inv_link))(eta)
    w = dmu ** 2 / jnp.maximum(mu, 1e-6)
    z = eta + (y - mu) / jnp.maximum(dmu, 1e-6)
    xtw = x.T * w
    return jnp.linalg.solve(xtw @ x + 1e-4 * jnp.eye(x.shape[1]), xtw @ z)

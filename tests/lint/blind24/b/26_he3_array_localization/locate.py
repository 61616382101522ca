import jax
import jax.numpy as jnp

from readers import TUBES


@jax.jit
def localize(counts, init_xy):
    tubes = jnp.asarray(TUBES)

    def nll(theta):
        xy, log_s = theta[:2], theta[2]
        r2 = jnp.sum((tubes - xy) ** 2, axis=1) + 0.25
        mu = jnp.exp(log_s) / r2 + 5.0
        return jnp.sum(mu - counts * jnp.log(mu))

    theta = jnp.concatenate([init_xy, jnp.array([jnp.log(jnp.sum(counts))])])
    def body(i, th):
        return th - 0.01 * jax.grad(nll)(th) / (1.0 + jnp.linalg.norm(jax.grad(nll)(th)))
    return jax.lax.fori_loop(0, 300, body, theta)

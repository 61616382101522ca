import jax
import jax.numpy as jnp

DT = 10.0


@jax.jit
def period_filter(counts):
    # state: [log rate, inverse period]; Poisson noise approximated in log space
    f = jnp.array([[1.0, DT], [0.0, 1.0]])
    q = jnp.diag(jnp.array([1e-4, 1e-7]))

    def step(carry, c):
        x, p = carry
        x = f @ x
        p = f @ p @ f.T + q
        r = 1.0 / jnp.maximum(c, 1.0)
        k = p[:, 0] / (p[0, 0] + r)
        x = x + k * (jnp.log(jnp.maximum(c, 1.0)) - x[0])
        p = p - jnp.outer(k, p[0, :])
        return (x, p), x[1]

    x0 = jnp.array([jnp.log(jnp.maximum(counts[0], 1.0)), 0.0])
    (_, _), inv_period = jax.lax.scan(step, (x0, jnp.eye(2)), counts)
    return inv_period

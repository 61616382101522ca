import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def robust_detide(t_hours, pressure, periods, n_iter):
    w = 2 * jnp.pi / periods
    A = jnp.concatenate([jnp.ones((t_hours.shape[0], 1)), t_hours[:, None] / 1e4,
                         jnp.cos(t_hours[:, None] * w), jnp.sin(t_hours[:, None] * w)], 1)
    wts = jnp.ones_like(pressure)
    for _ in range(n_iter):
        Aw = A * wts[:, None]
        coef = jnp.linalg.solve(A.T @ Aw + 1e-6 * jnp.eye(A.shape[1]), Aw.T @ pressure)
        r = pressure - A @ coef
        s = 1.4826 * jnp.median(jnp.abs(r)) + 1e-9
        wts = 1.0 / jnp.maximum(1.0, jnp.abs(r) / (2.0 * s))
    return pressure - A @ coef, coef[1]

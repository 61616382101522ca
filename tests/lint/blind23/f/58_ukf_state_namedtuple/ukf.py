import jax
import jax.numpy as jnp

from filter_types import FilterState


def fx(x, dt):
    # constant turn-rate model: [px, py, v, psi, r]
    px, py, v, psi, r = x
    return jnp.array([px + v * jnp.cos(psi) * dt, py + v * jnp.sin(psi) * dt, v, psi + r * dt, r])


@jax.jit
def ukf_predict(state, dt):
    x, P = state
    n = x.shape[0]
    L = jnp.linalg.cholesky((n + 1.0) * P)
    sigma = jnp.concatenate([x[None], x + L.T, x - L.T])
    w = jnp.concatenate([jnp.array([1.0 / (n + 1.0)]), jnp.full(2 * n, 0.5 / (n + 1.0))])
    Y = jax.vmap(lambda s: fx(s, dt))(sigma)
    xm = w @ Y
    d = Y - xm
    Pm = (w[:, None] * d).T @ d + jnp.eye(n) * 1e-3
    return FilterState(xm, Pm)

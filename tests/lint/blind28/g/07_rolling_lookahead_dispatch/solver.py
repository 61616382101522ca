import jax
import jax.numpy as jnp

from units import fleet_arrays

PMIN, PMAX, A, B = fleet_arrays()


@jax.jit
def lookahead_dispatch(demand, valid):
    T = demand.shape[0]
    p = jnp.tile(PMIN, (T, 1))
    lam = jnp.zeros(T)

    def body(i, c):
        p, lam = c
        p = jnp.clip(p - 0.4 * (2 * A * p + B - lam[:, None]), PMIN, PMAX)
        lam = lam + 0.05 * (demand - p.sum(1)) * valid
        return p, lam

    p, lam = jax.lax.fori_loop(0, 150, body, (p, lam))
    return p * valid[:, None], lam

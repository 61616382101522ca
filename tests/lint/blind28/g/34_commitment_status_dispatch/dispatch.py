import jax
import jax.numpy as jnp

from commitment import PMIN, PMAX, A, B


@jax.jit
def committed_dispatch(load, status):
    pmin, pmax = PMIN * status, PMAX * status

    def body(i, c):
        lo, hi = c
        lam = 0.5 * (lo + hi)
        p = jnp.clip((lam - B) / (2 * A), pmin, pmax)
        short = p.sum() < load
        return jnp.where(short, lam, lo), jnp.where(short, hi, lam)

    lo, hi = jax.lax.fori_loop(0, 40, body, (jnp.float32(0.0), jnp.float32(200.0)))
    lam = 0.5 * (lo + hi)
    p = jnp.clip((lam - B) / (2 * A), pmin, pmax)
    return lam, p, jnp.sum((A * p ** 2 + B * p) * status)

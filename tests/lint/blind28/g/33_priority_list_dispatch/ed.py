import jax
import jax.numpy as jnp


@jax.jit
def lambda_iteration(load, pmin, pmax, a, b):
    lo, hi = jnp.float32(0.0), jnp.float32(200.0)

    def body(i, c):
        lo, hi = c
        lam = 0.5 * (lo + hi)
        p = jnp.clip((lam - b) / (2 * a), pmin, pmax)
        short = p.sum() < load
        return jnp.where(short, lam, lo), jnp.where(short, hi, lam)

    lo, hi = jax.lax.fori_loop(0, 40, body, (lo, hi))
    lam = 0.5 * (lo + hi)
    return lam, jnp.clip((lam - b) / (2 * a), pmin, pmax)

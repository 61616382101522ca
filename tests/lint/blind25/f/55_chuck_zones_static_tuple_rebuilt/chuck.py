from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("zone_radii", "n_radial"))
def steady_temperature(zone_power, backside_h, zone_radii, n_radial):
    r = jnp.linspace(0.5, zone_radii[-1], n_radial)
    q = jnp.zeros(n_radial)
    inner = 0.0
    for k, outer in enumerate(zone_radii):
        q = q + jnp.where((r > inner) & (r <= outer), zone_power[k], 0.0)
        inner = outer
    dr = r[1] - r[0]

    def jacobi(T, _):
        Tl = jnp.concatenate([T[:1], T[:-1]])
        Tr = jnp.concatenate([T[1:], T[-1:]])
        lap = (Tr - 2 * T + Tl) / dr ** 2 + (Tr - Tl) / (2 * dr * r)
        T = T + 0.2 * dr ** 2 * (lap + q - backside_h * (T - 20.0))
        return T, None

    T, _ = jax.lax.scan(jacobi, jnp.full(n_radial, 20.0), None, length=800)
    return r, T

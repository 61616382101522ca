from functools import partial

import jax
import jax.numpy as jnp

VP = 5.8


def travel_times(hypo, stations):
    return hypo[3] + jnp.linalg.norm(stations - hypo[:3], axis=1) / VP


@partial(jax.jit, static_argnames="n_iter")
def gauss_newton(hypo0, stations, picks, n_iter):
    def body(h, _):
        r = picks - travel_times(h, stations)
        J = jax.jacfwd(travel_times)(h, stations)
        dh = jnp.linalg.solve(J.T @ J + 1e-3 * jnp.eye(4), J.T @ r)
        return h + dh, jnp.sqrt(jnp.mean(r ** 2))
    h, rms = jax.lax.scan(body, hypo0, None, length=n_iter)
    return h, rms[-1]

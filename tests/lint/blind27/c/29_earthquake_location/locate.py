import jax
import jax.numpy as jnp

VP = 5.8


def travel_times(hypo, stations):
    return hypo[3] + jnp.linalg.norm(stations - hypo[:3], axis=1) / VP


@jax.jit
def damped_relocation(hypo0, stations, picks, weights, n_iter):
    def body(i, h):
        r = (picks - travel_times(h, stations)) * weights
        J = jax.jacfwd(travel_times)(h, stations) * weights[:, None]
        return h + jnp.linalg.solve(J.T @ J + 1e-2 * jnp.eye(4), J.T @ r)
    return jax.lax.fori_loop(0, n_iter, body, hypo0)

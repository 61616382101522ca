from typing import NamedTuple

import jax
import jax.numpy as jnp


class SeasonState(NamedTuple):
    log_w: jnp.ndarray       # particle log-weights
    wall_film: jnp.ndarray   # particle estimates of wall film thickness (nm)


@jax.jit
def seasoning_update(state, rate_meas, key):
    log_w, film = state
    film = film + 1.2 + 0.3 * jax.random.normal(key, film.shape)
    pred_rate = 310.0 - 0.9 * film  # etch rate drops as polymer builds up on the wall
    log_w = log_w - 0.5 * ((rate_meas - pred_rate) / 4.0) ** 2
    log_w = log_w - jax.scipy.special.logsumexp(log_w)
    idx = jax.random.categorical(jax.random.fold_in(key, 1), log_w, shape=film.shape)
    film = film[idx]
    return SeasonState(log_w=jnp.full_like(log_w, -jnp.log(film.shape[0])), wall_film=film)

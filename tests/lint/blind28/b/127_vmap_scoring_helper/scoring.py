import jax
import jax.numpy as jnp


def player_rating(kills, deaths, adr, kast):
    return 0.36 * kills / jnp.maximum(deaths, 1.0) + 0.004 * adr + 0.5 * kast


def rate_match(stats):
    per_player = jax.jit(jax.vmap(player_rating))
    return per_player(stats[:, 0], stats[:, 1], stats[:, 2], stats[:, 3])

from functools import partial

import jax
import jax.numpy as jnp


def weighted_kda(kills, deaths, assists, assist_weight):
    return (kills + assist_weight * assists) / jnp.maximum(deaths, 1.0)


@partial(jax.jit, static_argnames=("scorer",))
def top_players(stats, scorer):
    s = scorer(stats[:, 0], stats[:, 1], stats[:, 2])
    return jnp.argsort(-s)[:3]


ROLE_WEIGHTS = {"carry": 0.3, "support": 0.9, "jungle": 0.6}


def scorer_for(role):
    return partial(weighted_kda, assist_weight=ROLE_WEIGHTS[role])

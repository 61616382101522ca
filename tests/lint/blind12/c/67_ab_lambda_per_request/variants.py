import jax.numpy as jnp
import numpy as np

RNG = np.random.default_rng(7)
ITEM_EMB = jnp.asarray(RNG.normal(size=(80, 8)).astype(np.float32))

VARIANTS = {
    "control": {"pop_weight": 0.0, "temperature": 1.0},
    "boost_popular": {"pop_weight": 0.3, "temperature": 1.0},
    "sharper": {"pop_weight": 0.1, "temperature": 0.5},
}


def bucket(user_id):
    names = sorted(VARIANTS)
    return names[user_id % len(names)]


def rank_scores(user_vec, popularity, pop_weight, temperature):
    return (ITEM_EMB @ user_vec + pop_weight * jnp.log1p(popularity)) / temperature

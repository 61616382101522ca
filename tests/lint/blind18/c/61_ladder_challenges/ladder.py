import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def record_result(ratings, games, a, b, score_a):
    k = 40.0 / jnp.sqrt(1.0 + games[a] + games[b])
    expected = 1.0 / (1.0 + 10.0 ** ((ratings[b] - ratings[a]) / 400.0))
    delta = k * (score_a - expected)
    ratings = ratings.at[a].add(delta).at[b].add(-delta)
    games = games.at[a].add(1).at[b].add(1)
    return ratings, games


class Ladder:
    def __init__(self, skills):
        self.skills = np.asarray(skills)
        self.ratings = jnp.full(len(skills), 1200.0)
        self.games = jnp.zeros(len(skills))

    def play(self, a, b, rng):
        pa = 1.0 / (1.0 + np.exp(self.skills[b] - self.skills[a]))
        score_a = 1.0 if rng.random() < pa else 0.0
        self.ratings, self.games = record_result(self.ratings, self.games, a, b, score_a)

    def leader(self):
        return np.argmax(np.asarray(self.ratings))

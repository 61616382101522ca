import equinox as eqx
import jax
import jax.numpy as jnp


class PlayerRatings(eqx.Module):
    mu: jax.Array
    sigma: jax.Array
    games_played: jax.Array

    def expected(self, i, j):
        d = self.mu[i] - self.mu[j]
        s = jnp.sqrt(self.sigma[i] ** 2 + self.sigma[j] ** 2 + 1.0)
        return jax.nn.sigmoid(d / s)


@eqx.filter_jit
def update_after_game(ratings, i, j, outcome):
    p = ratings.expected(i, j)
    lr = 1.0 / (1.0 + 0.05 * ratings.games_played)
    g = lr * (outcome - p)
    mu = ratings.mu.at[i].add(g).at[j].add(-g)
    sigma = ratings.sigma.at[i].mul(0.98).at[j].mul(0.98)
    return PlayerRatings(mu, sigma, ratings.games_played + 1)

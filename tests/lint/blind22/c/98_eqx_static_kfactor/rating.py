import equinox as eqx
import jax
import jax.numpy as jnp


class TeamElo(eqx.Module):
    ratings: jax.Array
    k: float = eqx.field(static=True)

    @eqx.filter_jit
    def play(self, home, away, result):
        exp = 1.0 / (1.0 + 10.0 ** ((self.ratings[away] - self.ratings[home] - 50.0) / 400.0))
        d = self.k * (result - exp)
        return eqx.tree_at(lambda m: m.ratings, self, self.ratings.at[home].add(d).at[away].add(-d))

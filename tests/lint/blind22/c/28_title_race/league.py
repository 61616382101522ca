import jax
import jax.numpy as jnp


def make_season_sampler(n_teams):
    @jax.jit
    def sample_season(key, strength, home_adv):
        pairs = jnp.array([(i, j) for i in range(n_teams) for j in range(n_teams) if i != j])
        d = strength[pairs[:, 0]] - strength[pairs[:, 1]] + home_adv
        u = jax.random.uniform(key, (pairs.shape[0],))
        home_win = u < jax.nn.sigmoid(d)
        pts = jnp.zeros(n_teams).at[pairs[:, 0]].add(3.0 * home_win)
        pts = pts.at[pairs[:, 1]].add(3.0 * ~home_win)
        return pts
    return sample_season

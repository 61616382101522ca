import jax
import jax.numpy as jnp

from fixtures import season_fixtures


@jax.jit
def match_win_prob(xg_for, xg_against, is_home):
    return jax.nn.sigmoid(1.3 * (xg_for - xg_against) + jnp.where(is_home, 0.25, 0.0))


for opp, xf, xa, home in season_fixtures():
    print(opp, "home" if home else "away", round(float(match_win_prob(xf, xa, home)), 3))

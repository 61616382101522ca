import jax
import jax.numpy as jnp

from fixtures import season_fixtures


@jax.jit
def win_probability(xg_for, xg_against, home):
    adv = jnp.where(home, 0.25, 0.0)
    return jax.nn.sigmoid(1.3 * (xg_for - xg_against) + adv)


for fx in season_fixtures():
    p = win_probability(fx["xg_for"], fx["xg_against"], fx["home"])
    print(fx["opponent"], round(float(p), 3))

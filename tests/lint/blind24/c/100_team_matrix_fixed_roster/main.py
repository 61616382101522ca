import numpy as np
import jax
import jax.numpy as jnp
from org import ALL_TEAMS, ACTIVE, hours_matrix


@jax.jit
def team_burnout(hours, active):
    idx = jnp.mean(jax.nn.softplus((hours - 165.0) / 10.0), axis=1)
    return jnp.where(active, idx, jnp.nan)


rng = np.random.default_rng(0)
for month in ACTIVE:
    h, a = hours_matrix(month, rng)
    b = team_burnout(h, a)
    print(month, dict(zip(ALL_TEAMS, np.round(np.asarray(b), 3).tolist())))

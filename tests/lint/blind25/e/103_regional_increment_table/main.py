import numpy as np
import jax
import jax.numpy as jnp
from regions import REGION_IDS, COEF_TABLE

@jax.jit
def regional_increment(dbh, ba, region_id, table):
    a, b = table[region_id, 0], table[region_id, 1]
    return a * jnp.log1p(dbh) * jnp.exp(-b * ba)

rng = np.random.default_rng(79)
table = jnp.asarray(COEF_TABLE)
for name in ["north", "south", "coast", "central", "north"]:
    dbh = rng.uniform(10, 50, 30).astype(np.float32)
    inc = regional_increment(dbh, np.float32(25.0), np.int32(REGION_IDS[name]), table)
    print(name, round(float(inc.mean()), 3))

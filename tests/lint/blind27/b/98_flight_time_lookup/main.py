import jax
import jax.numpy as jnp
import numpy as np

rng = np.random.default_rng(98)
table = {"dist_nm": rng.uniform(200, 2000, 10).astype(np.float32),
         "headwind": rng.normal(0, 30, 10).astype(np.float32)}


@jax.jit
def flight_time_min(dist_nm, headwind_kt):
    return dist_nm / (450.0 - headwind_kt) * 60.0 + 20.0


def lookup(i, as_row):
    if as_row:
        # row-slice lookup, as returned by a dataframe .loc[[i]]
        return table["dist_nm"][i:i + 1], table["headwind"][i:i + 1]
    return table["dist_nm"][i], table["headwind"][i]


for i in range(6):
    d, w = lookup(i, as_row=(i % 3 == 0))
    print(i, np.round(np.asarray(flight_time_min(d, w)), 1))

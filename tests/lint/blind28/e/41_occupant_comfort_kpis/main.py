import numpy as np
import jax
import jax.numpy as jnp

rng = np.random.default_rng(30)
DAYS = 7


def load_day(d):
    occ = rng.random(96) < (0.7 if d < 5 else 0.15)
    temp = 22 + rng.normal(0, 1.2, 96)
    co2 = 450 + 500 * occ + rng.normal(0, 60, 96)
    return occ, temp.astype(np.float32), co2.astype(np.float32)


@jax.jit
def comfort_kpis(temp, co2):
    pmv_proxy = jnp.abs(temp - 22.5) / 1.5
    return jnp.stack([jnp.mean(pmv_proxy < 1.0), jnp.mean(co2 < 1000.0), jnp.percentile(temp, 95)])


for d in range(DAYS):
    occ, temp, co2 = load_day(d)
    kpi = comfort_kpis(temp[occ], co2[occ])
    print(d, np.round(np.asarray(kpi), 3))

import numpy as np
import jax
import jax.numpy as jnp

from curves import CURVES, chiller_power

rng = np.random.default_rng(1)
loads = jnp.asarray(rng.uniform(300, 1100, size=(10, 24)), jnp.float32)
ecwt = jnp.asarray(rng.uniform(24, 30, size=(10, 24)), jnp.float32)


def daily_energy(load_day, ecwt_day, chwst):
    def chiller_day_kw(load, cw):
        return chiller_power(CURVES, 1200.0, 6.1, load, chwst, cw)

    run = jax.jit(chiller_day_kw)
    return float(run(load_day, ecwt_day).sum())


for chwst in (6.0, 7.0, 8.0):
    total = sum(daily_energy(loads[d], ecwt[d], chwst) for d in range(10))
    print(f"CHWST {chwst}: {total:.0f} kWh over 10 days")

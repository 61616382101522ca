import jax
import jax.numpy as jnp
import numpy as np
from stream import flight_reports


@jax.jit
def fit_degradation(cycles, delta):
    A = jnp.stack([jnp.ones_like(cycles), cycles], axis=1)
    coef, *_ = jnp.linalg.lstsq(A, delta)
    return coef


history_c, history_d = [], []
for cyc, d in flight_reports(12):
    history_c.append(cyc)
    history_d.append(d)
    if len(history_c) >= 3:
        coef = fit_degradation(jnp.array(history_c), jnp.array(history_d))
        print(f"after {len(history_c)} flights: drift {float(coef[1]) * 1000:.2f} per 1000 cyc")

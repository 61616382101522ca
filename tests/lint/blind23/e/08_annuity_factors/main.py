import jax
import jax.numpy as jnp
import numpy as np

qx = jnp.asarray(np.clip(0.0005 * np.exp(0.09 * (np.arange(121) - 20)), 0, 1), dtype=jnp.float32)


@jax.jit
def annuity_due(age_idx, rate):
    t = jnp.arange(60)
    ages = jnp.clip(age_idx + t, 0, 120)
    px = jnp.cumprod(1.0 - qx[ages])
    surv = jnp.concatenate([jnp.ones(1), px[:-1]])
    v = (1.0 + rate) ** (-t)
    return jnp.sum(surv * v)


yield_curve = np.array([0.021, 0.024, 0.027, 0.029, 0.031])
valuation_rates = [0.03, 0.035] + list(yield_curve[[2, 4]]) + [0.04]

for age in (60, 65, 70):
    for r in valuation_rates:
        print(age, round(float(r), 4), round(float(annuity_due(age, r)), 4))

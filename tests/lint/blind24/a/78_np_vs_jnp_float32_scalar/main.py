import numpy as np
import jax
import jax.numpy as jnp
from config import mrl_for


@jax.jit
def withdrawal_days(c0_ug_kg, elim_rate_per_day, mrl):
    days = jnp.arange(0, 60, dtype=jnp.float32)
    conc = c0_ug_kg[:, None] * jnp.exp(-elim_rate_per_day[:, None] * days)
    above = conc > mrl
    return jnp.max(jnp.where(above, days, 0.0), axis=1) + 1.0


rng = np.random.default_rng(62)
c0 = rng.uniform(2000, 6000, 20).astype(np.float32)
k = rng.uniform(0.3, 0.6, 20).astype(np.float32)
for drug, override in [("oxytetracycline", None), ("penicillin", None), ("oxytetracycline", 50.0)]:
    wd = withdrawal_days(c0, k, mrl_for(drug, override))
    print(drug, "override" if override else "", "max withdrawal", float(wd.max()), "days")

from functools import partial
import jax
import jax.numpy as jnp
from config import PLANS


@partial(jax.jit, static_argnames=("horizon_weeks",))
def feed_budget(head, intake_kg_day, horizon_weeks):
    weeks = jnp.arange(int(horizon_weeks), dtype=jnp.float32)
    growth = 1.0 + 0.02 * weeks
    return head * intake_kg_day * 7.0 * growth.sum()


for unit, plan in PLANS.items():
    for barn in range(2):
        kg = feed_budget(jnp.float32(120 + 40 * barn), jnp.float32(2.6), horizon_weeks=plan["horizon_weeks"])
        print(f"{unit:10s} barn {barn}: feed needed {float(kg)/1000:.1f} t")

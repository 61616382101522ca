from functools import partial
import numpy as np
import jax
import jax.numpy as jnp
from config import merged


@partial(jax.jit, static_argnums=1)
def coverage_report(hours, rules):
    r = dict(rules)
    weekly = hours.sum(axis=1)
    over_cap = (weekly > r["weekly_cap"]).sum()
    ot_hours = jnp.clip(weekly - r["overtime_after"], 0, None).sum()
    understaffed = ((hours > 0).sum(axis=0) < r["min_staff"]).sum()
    return over_cap, ot_hours, understaffed


SITES = {"plant_a": {"weekly_cap": 48}, "plant_b": {}, "plant_c": {"min_staff": 3, "weekly_cap": 48}}
rng = np.random.default_rng(0)
for site, ov in SITES.items():
    hours = rng.choice([0.0, 8.0, 10.0], size=(15, 7)).astype(np.float32)
    oc, ot, us = coverage_report(hours, merged(ov))
    print(site, int(oc), float(ot), int(us))

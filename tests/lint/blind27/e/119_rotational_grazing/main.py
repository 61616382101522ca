import jax.numpy as jnp

from config import RotationPlan
from sim import rotation_cover

plans = [
    RotationPlan(name="spring fast round", regrowth=0.9, daily_demand=950.0),
    RotationPlan(name="summer standard", regrowth=0.7, daily_demand=900.0),
    RotationPlan(name="drought slow round", regrowth=0.5, daily_demand=850.0),
    RotationPlan(name="autumn extend", regrowth=0.6, daily_demand=800.0),
]
for plan in plans:
    cover = rotation_cover(plan, jnp.float32(2500.0))
    print(f"{plan.name}: mean farm cover after 60 d {float(cover[-1]):.0f} kg DM/ha")

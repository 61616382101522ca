import numpy as np
import jax.numpy as jnp

from cohesion import group_cohesion
from herd import daily_fixes

for day in range(6):
    fixes = daily_fixes(day)
    tracks = jnp.stack(list(fixes.values()))
    spread, travel = group_cohesion(tracks)
    print(day, len(fixes), f"spread={float(spread.mean()):.3f}", f"travel={float(travel):.2f}")

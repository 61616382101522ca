import csv
import io

import numpy as np
import jax
import jax.numpy as jnp

SHEET = """point,dawn
P1,1
P2,0
P3,
P4,true
"""


@jax.jit
def adjusted_density(counts, dawn):
    p = jnp.where(dawn, 0.8, 0.55)      # singing activity peaks at dawn
    return counts.mean() / p


def parse_flag(s):
    return s.strip().lower() in ("1", "true", "yes")


rng = np.random.default_rng(0)
for row in csv.DictReader(io.StringIO(SHEET)):
    counts = rng.poisson(4, size=20).astype(np.float32)   # point-count detections
    print(row["point"], round(float(adjusted_density(counts, parse_flag(row["dawn"]))), 2))

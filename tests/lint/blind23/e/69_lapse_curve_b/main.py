import jax.numpy as jnp
import numpy as np

from model import LapseCurve

curve = LapseCurve(base=-1.5, slope=0.4, shock=6.0)
durations = jnp.arange(1.0, 21.0)
for rate_change in [0.0, 0.03, 0.05, 0.08, 0.12]:
    q = curve.rates(durations, rate_change)
    persistency = float(jnp.prod(1.0 - q[:10]))
    print(f"rate change {rate_change:.0%}: 10-year persistency {persistency:.3f}")

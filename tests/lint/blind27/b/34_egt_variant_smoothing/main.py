from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from filters import smooth_egt, trend_slope

rng = np.random.default_rng(17)
fleet = {f"ESN{800100 + i}": (np.cumsum(rng.normal(0.05, 1.0, 200)) + 20).astype(np.float32)
         for i in range(6)}
alpha_by_variant = {"CFM56-7B": 0.1, "CFM56-5B": 0.15}

@jax.jit
def engine_slope(series):
    return trend_slope(series)


for i, (esn, egt) in enumerate(fleet.items()):
    variant = "CFM56-7B" if i % 2 == 0 else "CFM56-5B"
    smoother = jax.jit(partial(smooth_egt, alpha=alpha_by_variant[variant]))
    sm = smoother(jnp.asarray(egt))
    slope = engine_slope(sm)
    flag = "REVIEW" if float(slope) > 0.06 else "ok"
    print(esn, variant, f"slope {float(slope):.3f} degC/flight", flag)

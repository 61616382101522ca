import jax.numpy as jnp
import numpy as np

from stats import b_value_mle, max_curvature_mc

CONFIGURED_MC = {"Campi Flegrei": 1.0, "Etna": None, "Vesuvius": 0.8, "Stromboli": None}


def completeness(mags, configured):
    if configured is None:
        return max_curvature_mc(mags)
    return jnp.float32(configured)


rng = np.random.default_rng(92)
for volcano, mc_cfg in CONFIGURED_MC.items():
    mags = np.round(rng.exponential(1 / (1.1 * np.log(10)), 500) + 0.3, 1).astype(np.float32)
    mc = completeness(mags, mc_cfg)
    print(volcano, round(float(mc), 2), round(float(b_value_mle(mags, mc)), 3))

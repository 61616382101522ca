import numpy as np
import jax.numpy as jnp
import equinox as eqx
from model import PayBandModel, recommended_pay

model = PayBandModel(jnp.array([0.2, 0.4, 0.6, 0.8]), jnp.array([50e3, 62e3, 75e3, 90e3, 110e3]),
                     use_geo=True, geo_factor=jnp.array([1.0, 1.15, 0.9]))
rng = np.random.default_rng(0)
for cycle in range(4):
    mids = model.band_mids * (1.0 + 0.03 * cycle)
    model = eqx.tree_at(lambda m: m.band_mids, model, mids)
    scores = rng.random(40).astype(np.float32)
    geo = rng.integers(0, 3, 40).astype(np.int32)
    print(cycle, round(float(recommended_pay(model, scores, geo).mean()), 0))

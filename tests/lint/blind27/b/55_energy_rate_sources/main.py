import jax
import jax.numpy as jnp
import numpy as np
from sources import from_ads_b, from_fdm


@jax.jit
def energy_rate(feats):
    # specific energy rate proxy (ft/min): climb rate + kinetic term
    v = feats["gs"] * 1.688
    return feats["vrate"] + v / 32.17 * jnp.gradient(v) * 60.0


rng = np.random.default_rng(55)
for k in range(6):
    feats = from_ads_b(rng, 50) if k % 2 == 0 else from_fdm(rng, 50)
    print(k, list(feats)[0], f"{float(energy_rate(feats).mean()):.1f}")

import numpy as np
import jax
import jax.numpy as jnp

ROSTER = [f"T{i:02d}" for i in range(8)]    # radio-tagged tortoises


def nightly_rssi(night):
    rng = np.random.default_rng(100 + night)
    heard = rng.random(len(ROSTER)) > 0.3
    return {tag: ((-90 + 20 * rng.random(48)) if h else np.full(48, -120.0)).astype(np.float32)
            for tag, h in zip(ROSTER, heard)}


@jax.jit
def burrow_presence(rssi_by_tag):
    return {tag: jnp.mean(r > -80.0) for tag, r in rssi_by_tag.items()}


for night in range(6):
    pres = burrow_presence(nightly_rssi(night))
    print(night, {k: round(float(v), 2) for k, v in pres.items()})

import jax.numpy as jnp
import numpy as np

CHAMBERS = [
    {"room": "glovebox exhaust", "volume": 1.5, "comp": 0.8},
    {"room": "stack", "volume": 10.0, "comp": 2.5},
    {"room": "bench", "volume": 0.5, "comp": 0.3},
]


def read_current(rng, n=60):
    return rng.normal(12.0, 1.5, n).astype(np.float32)


def compensation(ch, calibrated):
    # compensation from the last calibration record (already stored as an array) or the nameplate value
    return jnp.asarray(ch["comp"] * 1.02) if calibrated else ch["comp"]

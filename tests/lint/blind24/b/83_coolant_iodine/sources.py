import jax.numpy as jnp
import numpy as np


def grab_sample(rng):
    return rng.lognormal(np.log([600, 900, 1500, 1200, 1100]), 0.1).astype(np.float32)


def letdown_from_daq(rng):
    return np.float32(rng.normal(27.0, 0.5))          # kg/s from the plant computer


def letdown_from_balance(charging, seal_return):
    return jnp.float32(charging - seal_return)          # computed when the flow meter is out

from functools import partial

import jax
import jax.numpy as jnp


@jax.jit
def counts_to_vwc(slope, offset, raw_counts):
    vwc = slope * raw_counts / 1023.0 + offset
    return jnp.clip(vwc, 0.0, 0.6)


def make_calibrator(field_params):
    return partial(counts_to_vwc, jnp.float32(field_params["slope"]), jnp.float32(field_params["offset"]))

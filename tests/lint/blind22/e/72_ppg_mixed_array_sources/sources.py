import jax.numpy as jnp
import numpy as np

WIN = 256


def from_ble(rng):
    # packets decoded on the host
    return rng.standard_normal(WIN).astype(np.float32)


def from_dsp(rng):
    # windows already resident on the accelerator after on-device filtering
    return jnp.asarray(rng.standard_normal(WIN), dtype=jnp.float32)


def windows(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield from_ble(rng) if i % 2 else from_dsp(rng)

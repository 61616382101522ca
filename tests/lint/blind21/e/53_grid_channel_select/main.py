from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def healthy_channels(raw, max_flat=5):
    flat_run = (np.abs(np.diff(raw, axis=1)) < 1e-6).sum(axis=1)
    return tuple(int(c) for c in np.flatnonzero(flat_run < max_flat))


N_CHANNELS = 8
WINDOW = 50


@partial(jax.jit, static_argnames=("channels",))
def frequency_drift(raw, channels):
    sel = raw[jnp.array(channels)]
    return jnp.abs(sel.mean(axis=1) - 50.0).max()


def grid_window(rng, t):
    raw = 50.0 + 0.02 * rng.normal(size=(N_CHANNELS, WINDOW))
    stuck = t % N_CHANNELS
    raw[stuck, 10:] = raw[stuck, 10]
    return raw.astype(np.float32)


def main():
    rng = np.random.default_rng(29)
    for t in range(5):
        raw = grid_window(rng, t)
        drift = frequency_drift(raw, channels=healthy_channels(raw))
        print(t, round(float(drift), 4))


if __name__ == "__main__":
    main()

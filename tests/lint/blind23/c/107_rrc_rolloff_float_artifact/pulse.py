from functools import partial
import numpy as np
import jax
import jax.numpy as jnp


def rrc_taps(beta, sps, span=8):
    t = np.arange(-span * sps, span * sps + 1) / sps
    h = np.zeros_like(t)
    for i, ti in enumerate(t):
        if abs(ti) < 1e-9:
            h[i] = 1 + beta * (4 / np.pi - 1)
        elif abs(abs(4 * beta * ti) - 1) < 1e-9:
            h[i] = beta / np.sqrt(2) * ((1 + 2 / np.pi) * np.sin(np.pi / (4 * beta)) + (1 - 2 / np.pi) * np.cos(np.pi / (4 * beta)))
        else:
            h[i] = (np.sin(np.pi * ti * (1 - beta)) + 4 * beta * ti * np.cos(np.pi * ti * (1 + beta))) / (np.pi * ti * (1 - (4 * beta * ti) ** 2))
    return (h / np.sqrt(np.sum(h ** 2))).astype(np.float32)


@partial(jax.jit, static_argnames=("rolloff", "sps"))
def matched_filter(rx, rolloff, sps):
    h = jnp.asarray(rrc_taps(rolloff, sps))
    y = jnp.convolve(rx, h, mode="same")
    return y[::sps]

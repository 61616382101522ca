import functools

import jax
import jax.numpy as jnp

from utils import frequency_grid_size, make_survey

F_MIN, F_MAX = 0.05, 4.0


@functools.partial(jax.jit, static_argnames=("n_freq",))
def lomb_scargle(t, y, n_freq):
    freqs = jnp.linspace(F_MIN, F_MAX, n_freq)
    y = y - jnp.mean(y)
    w = 2 * jnp.pi * freqs[:, None]
    tau = jnp.arctan2(jnp.sum(jnp.sin(2 * w * t), axis=1), jnp.sum(jnp.cos(2 * w * t), axis=1)) / (2 * w[:, 0])
    arg = w * (t - tau[:, None])
    c, s = jnp.cos(arg), jnp.sin(arg)
    power = (jnp.sum(y * c, 1) ** 2 / jnp.sum(c * c, 1) + jnp.sum(y * s, 1) ** 2 / jnp.sum(s * s, 1))
    return freqs, 0.5 * power / jnp.var(y)


if __name__ == "__main__":
    for t, y, p_true in make_survey(4):
        n_freq = frequency_grid_size(t, F_MAX)
        freqs, power = lomb_scargle(jnp.asarray(t), jnp.asarray(y), n_freq=n_freq)
        best = 1.0 / float(freqs[jnp.argmax(power)])
        print(f"n_freq={n_freq} best={best:.3f} true={p_true:.3f}")

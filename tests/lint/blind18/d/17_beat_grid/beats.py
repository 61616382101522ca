from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

FPS = 100


def onset_envelope(x, hop=80):
    frames = x[: len(x) // hop * hop].reshape(-1, hop)
    e = np.sqrt((frames ** 2).mean(axis=1))
    return np.maximum(0.0, np.diff(e, prepend=e[0])).astype(np.float32)


def estimate_num_beats(env, bpm):
    seconds = len(env) / FPS
    return int(seconds * bpm / 60.0)


@partial(jax.jit, static_argnames=("num_beats",))
def fit_beat_grid(env, period, num_beats):
    offsets = jnp.arange(0, 64, dtype=jnp.float32)
    beat_idx = offsets[:, None] + period * jnp.arange(num_beats, dtype=jnp.float32)[None, :]
    idx = jnp.clip(beat_idx.astype(jnp.int32), 0, env.shape[0] - 1)
    score = env[idx].sum(axis=1)
    best = jnp.argmax(score)
    return offsets[best] + period * jnp.arange(num_beats, dtype=jnp.float32)

from functools import lru_cache, partial

import jax
import jax.numpy as jnp

N_MELS, HOP = 20, 64
BUCKETS = (32, 64, 128)


def vocode(params, mel, n_frames):
    mel = mel[:n_frames]
    h = jnp.tanh(mel @ params["up"])                    # [T, HOP]
    wave = h.reshape(-1)
    return wave * jnp.hanning(n_frames * HOP)


@lru_cache(maxsize=len(BUCKETS))
def compiled_vocoder(n_frames):
    return jax.jit(partial(vocode, n_frames=n_frames))


def bucket_for(frames):
    return next(b for b in BUCKETS if frames <= b)


def synthesize(params, mel):
    b = bucket_for(mel.shape[0])
    padded = jnp.zeros((b, N_MELS)).at[: mel.shape[0]].set(mel)
    return compiled_vocoder(b)(params, padded)[: mel.shape[0] * HOP]

import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class VADConfig:
    frame_len: int = 160
    hop: int = 80
    energy_threshold_db: float = -35.0
    hangover_frames: int = 3


@partial(jax.jit, static_argnums=(1,))
def detect_speech(wav, cfg: VADConfig):
    n_frames = 1 + (wav.shape[-1] - cfg.frame_len) // cfg.hop
    idx = jnp.arange(cfg.frame_len)[None, :] + cfg.hop * jnp.arange(n_frames)[:, None]
    energy_db = 10 * jnp.log10(jnp.mean(wav[idx] ** 2, axis=-1) + 1e-10)
    active = energy_db > cfg.energy_threshold_db
    kernel = jnp.ones(cfg.hangover_frames * 2 + 1)
    return jnp.convolve(active.astype(jnp.float32), kernel, mode="same") > 0

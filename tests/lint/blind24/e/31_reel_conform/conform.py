from dataclasses import dataclass

import jax
import jax.numpy as jnp


@dataclass
class ReelSpec:
    name: str
    source_fps: float
    target_fps: float = 25

    @property
    def speed(self):
        if self.source_fps == self.target_fps:
            return 1
        return self.target_fps / self.source_fps


@jax.jit
def varispeed(audio, speed):
    n = audio.shape[-1]
    pos = jnp.arange(n) * speed
    pos = jnp.clip(pos, 0, n - 1)
    i0 = jnp.floor(pos).astype(jnp.int32)
    i1 = jnp.minimum(i0 + 1, n - 1)
    frac = pos - i0
    return audio[..., i0] * (1 - frac) + audio[..., i1] * frac

from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(unsafe_hash=True)
class StemMixer:
    n_stems: int = 4
    master_gain: float = 1.0
    pan_law_db: float = -3.0

    @partial(jax.jit, static_argnums=0)
    def render(self, stems, gains, pans):
        law = 10 ** (self.pan_law_db / 20)
        left = jnp.sum(stems * (gains * (1 - pans) * law)[:, None], axis=0)
        right = jnp.sum(stems * (gains * (1 + pans) * law)[:, None], axis=0)
        return self.master_gain * jnp.stack([left, right])

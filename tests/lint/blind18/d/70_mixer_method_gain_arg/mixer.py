from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class StemMixer:
    n_stems: int = 4
    pan_law_db: float = -3.0

    @partial(jax.jit, static_argnums=0)
    def render(self, stems, gains, pans, master_gain):
        law = 10 ** (self.pan_law_db / 20)
        left = jnp.sum(stems * (gains * (1 - pans) * law)[:, None], axis=0)
        right = jnp.sum(stems * (gains * (1 + pans) * law)[:, None], axis=0)
        return master_gain * jnp.stack([left, right])

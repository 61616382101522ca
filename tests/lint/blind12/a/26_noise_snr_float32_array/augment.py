import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def mix_at_snr(clean, noise, snr_db):
    clean_power = jnp.mean(clean ** 2) + 1e-8
    noise_power = jnp.mean(noise ** 2) + 1e-8
    scale = jnp.sqrt(clean_power / (noise_power * 10.0 ** (snr_db / 10.0)))
    return clean + scale * noise


class SNRCurriculum:
    """Start clean-ish, then track the recent SNR estimates of the enhancement model."""

    def __init__(self, start_db=20.0, floor_db=0.0, window=2):
        self.current_db = jnp.float32(start_db)
        self.floor_db = floor_db
        self.window = window
        self.history = []

    def update(self, estimated_db):
        self.history.append(estimated_db)
        if len(self.history) >= self.window:
            target = max(self.floor_db, np.mean(self.history[-self.window:]) - 2.0)
            self.current_db = jnp.asarray(target, dtype=jnp.float32)


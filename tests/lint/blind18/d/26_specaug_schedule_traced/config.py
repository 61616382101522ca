from dataclasses import dataclass

import jax.numpy as jnp


@dataclass(frozen=True)
class AugConfig:
    freq_mask: int = 4
    max_time_mask: int = 8
    max_noise_std: float = 0.05


def ramp(cfg, step, warmup):
    frac = min(1.0, step / warmup)
    width = jnp.int32(2 + int(6 * frac))
    noise = jnp.float32(cfg.max_noise_std * frac)
    return width, noise

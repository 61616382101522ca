from dataclasses import dataclass

import jax.numpy as jnp


@dataclass
class TrainConfig:
    dim: int = 16
    batch: int = 8
    steps: int = 6
    lr: float = 1e-2
    temp_start: float = 1.0
    temp_decay: float = 0.9
    warmup_steps: int = 2


def temperature_at(cfg, step):
    if step < cfg.warmup_steps:
        return jnp.float32(cfg.temp_start)
    return jnp.float32(cfg.temp_start * cfg.temp_decay ** (step - cfg.warmup_steps))

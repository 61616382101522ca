import dataclasses

import jax.numpy as jnp


@dataclasses.dataclass
class DistillConfig:
    alpha: float = 0.9
    alpha_decay: float = 0.8
    temperature: float = 2.0
    steps: int = 6

    def next_alpha(self, alpha):
        return jnp.float32(max(alpha * self.alpha_decay, 0.1))

from dataclasses import dataclass
import jax.numpy as jnp


@dataclass
class HerdCensus:
    susceptible: int
    carriers: int
    recovered: int

    def as_state(self):
        return jnp.array([self.susceptible, self.carriers, self.recovered], dtype=jnp.float32)

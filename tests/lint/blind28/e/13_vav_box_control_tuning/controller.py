import equinox as eqx
import jax.numpy as jnp


class VAVController(eqx.Module):
    kp: float
    ki: float
    min_flow: float = 0.15

    def __call__(self, err, integ):
        u = self.kp * err + self.ki * integ
        return jnp.clip(u, self.min_flow, 1.0)

import jax
import jax.numpy as jnp


class MetabolicPowerEstimator:
    """di Prampero metabolic power from GPS speed and acceleration."""

    def __init__(self, body_mass=75.0):
        self.body_mass = body_mass

    def metabolic_power(self, speed, acc):
        es = jnp.sqrt(acc ** 2 / 9.81 ** 2 + 1.0)
        slope = jnp.clip(acc / 9.81, -0.45, 0.45)
        ec = (155.4 * slope ** 5 - 30.4 * slope ** 4 - 43.3 * slope ** 3 + 46.3 * slope ** 2 + 19.5 * slope + 3.6) * es
        return jnp.mean(ec * speed)

    def handle(self, speed, acc):
        return float(jax.jit(self.metabolic_power)(speed, acc))

import equinox as eqx
import jax.numpy as jnp


class ThermistorString(eqx.Module):
    """Calibrated thermistor string in a permafrost borehole."""
    gain: jnp.ndarray
    offset: float = 0.0

    def __call__(self, raw):
        return self.gain * raw + self.offset

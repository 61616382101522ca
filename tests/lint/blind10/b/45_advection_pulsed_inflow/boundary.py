import jax.numpy as jnp


class PulsedInflow:
    """Dirichlet inflow whose amplitude follows a pulse train."""

    def __init__(self, amplitude, width=3):
        self.amplitude = amplitude
        self.width = width

    def apply(self, u):
        return u.at[: self.width].set(self.amplitude)


def pulse_amplitude(t, period=0.4):
    return 1.0 if (t % period) < 0.5 * period else 0.2

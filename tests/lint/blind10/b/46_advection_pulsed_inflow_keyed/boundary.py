class PulsedInflow:
    """Dirichlet inflow whose amplitude follows a pulse train."""

    def __init__(self, amplitude, width=3):
        self.amplitude = amplitude
        self.width = width

    def _key(self):
        return (self.amplitude, self.width)

    def __eq__(self, other):
        return isinstance(other, PulsedInflow) and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())

    def apply(self, u):
        return u.at[: self.width].set(self.amplitude)


def pulse_amplitude(t, period=0.01):
    return 1.0 if (t % period) < 0.5 * period else 0.2

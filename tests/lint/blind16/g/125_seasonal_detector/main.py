import jax
import jax.numpy as jnp
import numpy as np


class SeasonalResidualDetector:
    def __init__(self, period, k=3.0):
        self.period = period
        self.k = k
        self.profile = None
        self.scale = None

    def fit(self, history):
        cycles = history[: len(history) // self.period * self.period].reshape(-1, self.period)
        self.profile = jnp.median(cycles, axis=0)
        self.scale = jnp.median(jnp.abs(cycles - self.profile), axis=0) * 1.4826 + 1e-6
        return self

    @property
    def score_fn(self):
        profile, scale, k = self.profile, self.scale, self.k

        def score(values, phase):
            z = (values - profile[phase]) / scale[phase]
            return jnp.abs(z) > k, z

        return jax.jit(score)


PERIOD = 24
rng = np.random.default_rng(105)
hours = np.arange(24 * 30)
traffic = (100 + 30 * np.sin(2 * np.pi * hours / PERIOD) + rng.normal(0, 5, hours.size)).astype(np.float32)
det = SeasonalResidualDetector(PERIOD).fit(jnp.asarray(traffic))

for day in range(5):
    values = (100 + 30 * np.sin(2 * np.pi * np.arange(24) / PERIOD) + rng.normal(0, 5, 24)).astype(np.float32)
    values[rng.integers(24)] += 40
    flags, z = det.score_fn(jnp.asarray(values), jnp.arange(24))
    print(f"day {day}: anomalies at hours {np.flatnonzero(np.asarray(flags)).tolist()}")

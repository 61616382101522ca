import numpy as np
import jax
import jax.numpy as jnp


class CGMStream:
    def __init__(self, n_readings, window, seed=0):
        rng = np.random.default_rng(seed)
        t = np.arange(n_readings, dtype=np.float32) * 5.0
        self.glucose = (140 + 30 * np.sin(t / 180.0) - 0.05 * t + rng.normal(0, 6, n_readings)).astype(np.float32)
        self.window = window

    def windows(self, start, stride):
        for end in range(start, len(self.glucose) + 1, stride):
            yield end, self.glucose[end - self.window:end]


WINDOW = 24


@jax.jit
def glycemic_summary(readings, insulin_sensitivity):
    slope = jnp.polyfit(jnp.arange(readings.shape[0], dtype=jnp.float32), readings, 1)[0]
    time_in_range = jnp.mean((readings >= 70) & (readings <= 180))
    correction = jnp.maximum(readings[-1] - 120.0, 0.0) / insulin_sensitivity
    return slope, time_in_range, correction


def main():
    stream = CGMStream(n_readings=144, window=WINDOW)
    isf = jnp.float32(40.0)
    for end, readings in stream.windows(start=WINDOW, stride=12):
        slope, tir, corr = glycemic_summary(readings, isf)
        print(f"reading {end:3d}: trend {float(slope):+.2f}/5min, TIR {float(tir):.2f}, correction {float(corr):.2f} U")


if __name__ == "__main__":
    main()

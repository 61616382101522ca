import numpy as np
import jax.numpy as jnp

from bayes import posterior_mode


class VancomycinMonitor:
    def __init__(self, dose):
        self.dose = jnp.float32(dose)
        self.times = []
        self.levels = []

    def record(self, t, level):
        self.times.append(t)
        self.levels.append(level)

    def current_estimate(self):
        return posterior_mode(jnp.array(self.times, jnp.float32), jnp.array(self.levels, jnp.float32), self.dose)


def main():
    rng = np.random.default_rng(21)
    mon = VancomycinMonitor(1000.0)
    for t in [1.0, 3.0, 6.0, 10.0, 18.0]:
        level = 1000.0 / 32.0 * np.exp(-4.5 / 32.0 * t) * rng.lognormal(0, 0.1)
        mon.record(t, float(level))
        eta = mon.current_estimate()
        print(f"after {len(mon.times)} levels: CL={float(jnp.exp(eta[0])):.2f} V={float(jnp.exp(eta[1])):.2f}")


if __name__ == "__main__":
    main()

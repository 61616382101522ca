import numpy as np
import jax.numpy as jnp

from detector import score_windows

WINDOW = 16
N_PORTS = 8


class AdaptiveThreshold:
    def __init__(self, start=3.0, rate=0.1):
        self.value = jnp.float32(start)
        self.rate = rate

    def update(self, alert_fraction):
        step = self.rate if alert_fraction > 0.2 else self.rate / 2
        self.value = self.value + jnp.float32(step)


def main():
    rng = np.random.default_rng(0)
    baseline = jnp.asarray(rng.poisson(5.0, size=(64, N_PORTS)).astype(np.float32))
    thr = AdaptiveThreshold()
    for tick in range(5):
        counts = rng.poisson(5.0 + tick, size=(WINDOW, N_PORTS)).astype(np.float32)
        score, alerts = score_windows(jnp.asarray(counts), baseline, thr.value)
        thr.update(float(alerts.mean()))
        print(tick, float(thr.value), int(alerts.sum()))


if __name__ == "__main__":
    main()

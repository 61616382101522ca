import jax.numpy as jnp
import numpy as np

from monitor import CTRMonitor


def main():
    rng = np.random.default_rng(0)
    monitor = CTRMonitor()
    for hour in range(6):
        impressions = jnp.asarray(rng.integers(50, 100, size=12).astype(np.float32))
        clicks = jnp.asarray(rng.binomial(impressions.astype(int), 0.05).astype(np.float32))
        monitor.log(clicks, impressions)
        print(hour, monitor.report())


if __name__ == "__main__":
    main()

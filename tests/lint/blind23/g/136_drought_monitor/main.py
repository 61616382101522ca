import jax.numpy as jnp
import numpy as np

from service import DroughtMonitor


def main():
    rng = np.random.default_rng(40)
    monitor = DroughtMonitor()
    for region in ["North", "East", "South", "West", "Central"]:
        p = jnp.asarray(rng.gamma(2.0, 35.0, 120).astype(np.float32))
        idx = monitor.handle(p)
        print(f"{region:>7}: months in drought {int((idx < -1.0).sum())}")


if __name__ == "__main__":
    main()

import numpy as np
import jax.numpy as jnp

from monitor import QTcMonitor


def site_uploads(n_uploads, seed=8):
    rng = np.random.default_rng(seed)
    for i in range(n_uploads):
        drift = 0.8 * i
        yield jnp.asarray(rng.normal(410 + drift, 15, 24), jnp.float32)


def main():
    mon = QTcMonitor()
    for i, batch in enumerate(site_uploads(10)):
        level = mon.ingest(batch)
        print(f"upload {i}: smoothed QTc {level:.1f} ms")


if __name__ == "__main__":
    main()

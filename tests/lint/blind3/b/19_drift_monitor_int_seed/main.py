import numpy as np
import jax.numpy as jnp

from monitor import DriftMonitor


def incoming_batches(rng, n_batches=8, size=64, d=4):
    for i in range(n_batches):
        shift = 0.0 if i < 4 else 0.15 * (i - 3)
        yield jnp.asarray(rng.normal(loc=shift, size=(size, d)), dtype=jnp.float32)


def main():
    rng = np.random.default_rng(12)
    reference = rng.normal(size=(2000, 4)).astype(np.float32)
    monitor = DriftMonitor(reference)
    for i, batch in enumerate(incoming_batches(rng)):
        alarm = monitor.observe(batch)
        print(f"batch {i}: score={monitor.score:.2f} alarm={alarm}")


if __name__ == "__main__":
    main()

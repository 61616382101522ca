import jax
import jax.numpy as jnp
import numpy as np


class EnergyTracker:
    def __init__(self):
        self.total = jnp.zeros((), jnp.float32)
        self.count = jnp.zeros((), jnp.int32)

    def ingest(self, mags):
        self.total, self.count = add_energy(self.total, self.count, mags)


@jax.jit
def add_energy(total, count, mags):
    log_e = 1.5 * mags + 4.8
    return total + jnp.sum(10 ** (log_e - 10)), count + mags.shape[0]


rng = np.random.default_rng(52)
tracker = EnergyTracker()
for day in range(7):
    tracker.ingest(rng.uniform(0.5, 3.5, 40).astype(np.float32))
    print(day, int(tracker.count), round(float(tracker.total), 4))

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def update_qtc_signal(running_mean, running_var, batch_qtc, alpha):
    m = jnp.mean(batch_qtc)
    new_mean = (1 - alpha) * running_mean + alpha * m
    new_var = (1 - alpha) * running_var + alpha * (m - running_mean) ** 2
    return new_mean, new_var


class QTcMonitor:
    def __init__(self, alpha=0.2):
        self.alpha = jnp.float32(alpha)
        self.mean = 0.0
        self.var = 0.0

    def ingest(self, batch_qtc):
        self.mean, self.var = update_qtc_signal(self.mean, self.var, batch_qtc, self.alpha)
        return float(self.mean)


def site_uploads(n_uploads, seed=8):
    rng = np.random.default_rng(seed)
    for i in range(n_uploads):
        drift = 0.8 * i
        yield jnp.asarray(rng.normal(410 + drift, 15, 24), jnp.float32)


def main():
    mon = QTcMonitor()
    for i, batch in enumerate(site_uploads(8)):
        level = mon.ingest(batch)
        print(f"upload {i}: smoothed QTc {level:.1f} ms")


if __name__ == "__main__":
    main()

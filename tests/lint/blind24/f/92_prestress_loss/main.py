import numpy as np
import jax
import jax.numpy as jnp

from metrics import batch_loss, sgd_update
from monitor import ValidationMonitor

BATCH = 32


def prestress_loss_data(n, seed):
    """Long-term prestress loss (% of initial) vs. age, RH, V/S ratio, fc, initial stress ratio."""
    rng = np.random.default_rng(seed)
    x = rng.uniform(0, 1, (n, 5)).astype(np.float32)
    y = (8 + 10 * np.log1p(9 * x[:, 0]) / np.log(10) * (1.2 - 0.5 * x[:, 1]) - 2 * x[:, 2] + 3 * x[:, 4])
    return x, (y[:, None] / 10 + rng.normal(0, 0.02, (n, 1))).astype(np.float32)


def main():
    x, y = prestress_loss_data(256, 0)
    xv, yv = prestress_loss_data(96, 1)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"W1": 0.5 * jax.random.normal(k1, (5, 16)), "b1": jnp.zeros(16),
              "W2": 0.5 * jax.random.normal(k2, (16, 1)), "b2": jnp.zeros(1)}
    monitor = ValidationMonitor(xv, yv, BATCH)
    for epoch in range(30):
        for i in range(0, 256, BATCH):
            params = sgd_update(params, x[i:i + BATCH], y[i:i + BATCH])
        train = float(batch_loss(params, x[:BATCH], y[:BATCH]))
        val = monitor.update(epoch, params)
        if epoch % 5 == 4:
            print(f"epoch {epoch}: train {train:.4f} val {val:.4f} (best at epoch {monitor.best_epoch})")


if __name__ == "__main__":
    main()

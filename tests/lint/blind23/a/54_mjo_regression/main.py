import jax
import jax.numpy as jnp
import numpy as np

from dataset import holdout, train_batches
from steps import batch_loss, grad_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(320, 5)).astype(np.float32)   # MJO indices + lags
    y = (np.sin(x[:, 0]) * x[:, 1]).astype(np.float32)[:, None]
    k = jax.random.split(jax.random.PRNGKey(0))
    params = {"w": 0.3 * jax.random.normal(k[0], (5, 16)), "b": jnp.zeros(16),
              "v": 0.3 * jax.random.normal(k[1], (16, 1))}
    for epoch in range(3):
        for batch in train_batches(x[:256], y[:256], 64):
            params, loss = grad_step(params, batch)
            tr = batch_loss(params, batch)
        val = batch_loss(params, holdout(x[256:], y[256:]))
        print(epoch, float(tr), float(val))


if __name__ == "__main__":
    main()

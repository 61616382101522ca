import jax
import numpy as np

from model import init_autoencoder, loss_and_grads

LR = 0.05


def sensor_batches(n_batches, rows=32, d=20, seed=0):
    rng = np.random.default_rng(seed)
    base = rng.standard_normal((1, d)).astype(np.float32)
    for _ in range(n_batches):
        yield base + 0.3 * rng.standard_normal((rows, d)).astype(np.float32)


def main():
    key = jax.random.PRNGKey(0)
    params = init_autoencoder(key)
    val = next(sensor_batches(1, seed=99))
    for epoch in range(3):
        for batch in sensor_batches(3, seed=epoch):
            key, sub = jax.random.split(key)
            loss, grads = loss_and_grads(params, batch, sub, training=True)
            params = jax.tree_util.tree_map(lambda p, g: p - LR * g, params, grads)
        val_loss, _ = loss_and_grads(params, val, key, training=False)
        print(f"epoch {epoch}: train={float(loss):.4f} val={float(val_loss):.4f}")


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import numpy as np

from partition import dirichlet_shards

LOCAL_BATCH = 16


def loss_fn(w, x, y):
    return jnp.mean(jnp.logaddexp(0.0, x @ w) - y * (x @ w))


@jax.jit
def client_update(w, x, y):
    for i in range(x.shape[0]):
        w = w - 0.2 * jax.grad(loss_fn)(w, x[i], y[i])
    return w


def local_minibatches(cx, cy, rng, steps=3):
    idx = rng.integers(0, len(cx), size=(steps, LOCAL_BATCH))
    return cx[idx], cy[idx]


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(300, 6)).astype(np.float32)
    y = (x[:, 0] + x[:, 1] > 0).astype(np.float32)
    shards = dirichlet_shards(x, y, n_clients=5)
    w = jnp.zeros(6)
    for rnd in range(2):
        new_ws, counts = [], []
        for cx, cy in shards:
            new_ws.append(client_update(w, *local_minibatches(cx, cy, rng)))
            counts.append(len(cx))
        frac = np.asarray(counts, np.float32) / sum(counts)
        w = sum(f * wi for f, wi in zip(frac, new_ws))
        print(rnd, float(loss_fn(w, x, y)))


if __name__ == "__main__":
    main()

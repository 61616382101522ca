import jax
import jax.numpy as jnp
import numpy as np

from partition import iid_partition

DIM, CLASSES = 6, 3
NUM_CLIENTS = 5


@jax.jit
def client_metrics(w, x, y):
    logits = x @ w
    nll = -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], axis=1))
    acc = jnp.mean(jnp.argmax(logits, -1) == y)
    return nll, acc


def main():
    rng = np.random.RandomState(0)
    x = rng.normal(size=(203, DIM)).astype(np.float32)
    y = rng.randint(0, CLASSES, size=(203,)).astype(np.int32)
    test_shards = iid_partition(x, y, NUM_CLIENTS)
    w = jnp.asarray(rng.normal(size=(DIM, CLASSES)) * 0.1, jnp.float32)
    for rnd in range(2):
        w = w * 0.95
        accs = [float(client_metrics(w, cx, cy)[1]) for cx, cy in test_shards]
        print(f"round {rnd} per-client acc {np.round(accs, 3).tolist()}")


if __name__ == "__main__":
    main()

import jax.numpy as jnp
import numpy as np

from client_data import batches, make_clients
from fed import local_step, server_average

LOCAL_EPOCHS = 1
BATCH_SIZE = 16


def client_update(w, data, lr, rng):
    x, y = data
    for _ in range(LOCAL_EPOCHS):
        for xb, yb in batches(x, y, BATCH_SIZE, rng):
            w = local_step(w, xb, yb, lr)
    return w


def main():
    rng = np.random.default_rng(1)
    clients = make_clients()
    sizes = jnp.asarray([len(c[0]) for c in clients], dtype=jnp.float32)
    w_global = jnp.zeros((5,))
    lr = jnp.float32(0.05)
    for rnd in range(4):
        local_ws = [client_update(w_global, data, lr, rng) for data in clients]
        w_global = server_average(jnp.stack(local_ws), sizes)
        print(f"round {rnd}: |w| = {float(jnp.linalg.norm(w_global)):.3f}")


if __name__ == "__main__":
    main()

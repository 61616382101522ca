import itertools

import jax
import jax.numpy as jnp
import numpy as np

CLIENT_BATCH = 16
ROUNDS = 2


def client_examples(client_id, n_examples, dim=4):
    rng = np.random.default_rng(client_id)
    for _ in range(n_examples):
        x = rng.normal(size=dim).astype(np.float32)
        yield x, np.float32(x.sum() > 0)


def local_sgd(params, x, y):
    def loss_fn(p):
        pred = jax.nn.sigmoid(x @ p)
        return -jnp.mean(y * jnp.log(pred + 1e-6) + (1 - y) * jnp.log(1 - pred + 1e-6))

    g = jax.grad(loss_fn)(params)
    return params - 0.5 * g


local_sgd = jax.jit(local_sgd)


def run_client(global_params, client_id, n_examples):
    params = global_params
    stream = client_examples(client_id, n_examples)
    while True:
        chunk = list(itertools.islice(stream, CLIENT_BATCH))
        if not chunk:
            break
        xs, ys = zip(*chunk)
        params = local_sgd(params, np.stack(xs), np.array(ys))
    return params


def main():
    client_sizes = {0: 40, 1: 23, 2: 57, 3: 30, 4: 75}
    global_params = jnp.zeros(4)
    for rnd in range(ROUNDS):
        updates = [run_client(global_params, cid, n) for cid, n in client_sizes.items()]
        global_params = jnp.mean(jnp.stack(updates), axis=0)
        print("round", rnd, np.round(np.asarray(global_params), 3))


if __name__ == "__main__":
    main()

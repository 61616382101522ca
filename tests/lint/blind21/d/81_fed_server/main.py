import jax
import jax.numpy as jnp
import numpy as np

from server import FedServer

NUM_CLIENTS = 4
DIM = 5


def local_train(params, x, y, steps=2, lr=0.1):
    for _ in range(steps):
        grad_w = x.T @ (x @ params["w"] - y) / len(y)
        params = {"w": params["w"] - lr * grad_w}
    return params


def main():
    rng = np.random.RandomState(1)
    data = [(rng.normal(size=(24, DIM)).astype(np.float32),
             rng.normal(size=(24,)).astype(np.float32)) for _ in range(NUM_CLIENTS)]
    server = FedServer({"w": jnp.zeros((DIM,))})
    weights = jnp.asarray([len(y) for _, y in data], jnp.float32)
    for rnd in range(4):
        updates = [local_train(server.params, jnp.asarray(x), jnp.asarray(y)) for x, y in data]
        params = server.aggregate(updates, weights)
        print(f"round {rnd} |w|={float(jnp.linalg.norm(params['w'])):.4f}")


if __name__ == "__main__":
    main()

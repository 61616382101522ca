import jax.numpy as jnp
import numpy as np

from client import Client


def main(num_clients=5, rounds=3):
    rng = np.random.default_rng(0)
    w_true = rng.normal(size=4).astype(np.float32)
    clients = []
    for c in range(num_clients):
        x = rng.normal(size=(20, 4)).astype(np.float32)
        clients.append(Client(c, x, (x @ w_true + 0.1 * rng.normal(size=20)).astype(np.float32)))
    w = jnp.zeros(4)
    for rnd in range(rounds):
        w = jnp.mean(jnp.stack([c.train(w) for c in clients]), axis=0)
        print(f"round {rnd}: err {float(jnp.linalg.norm(w - w_true)):.4f}")


if __name__ == "__main__":
    main()

import jax.numpy as jnp
import numpy as np

from client import HingeClient

DIM = 5


def main():
    rng = np.random.RandomState(0)
    clients = []
    for _ in range(3):
        x = jnp.asarray(rng.normal(size=(20, DIM)), jnp.float32)
        y = jnp.asarray(np.sign(rng.normal(size=(20,))), jnp.float32)
        clients.append(HingeClient(x, y))
    w = jnp.zeros((DIM,))
    for rnd in range(2):
        w = sum(c.fit(w, epochs=2) for c in clients) / len(clients)
        print(f"round {rnd} |w|={float(jnp.linalg.norm(w)):.4f}")


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import numpy as np

from losses import client_objective

DIM = 4
CLIENT_LOSSES = [("huber", 1.0), ("sq", 0.5), ("huber", 0.3), ("sq", 1.0)]


@jax.jit
def local_step(w, x, y, objective):
    def loss(w):
        return jnp.mean(objective(x @ w - y))
    return w - 0.1 * jax.grad(loss)(w)


def main():
    rng = np.random.RandomState(0)
    data = [(jnp.asarray(rng.normal(size=(16, DIM)), jnp.float32),
             jnp.asarray(rng.normal(size=(16,)), jnp.float32)) for _ in CLIENT_LOSSES]
    w = jnp.zeros((DIM,))
    for rnd in range(3):
        new = []
        for (kind, scale), (x, y) in zip(CLIENT_LOSSES, data):
            objective = client_objective(kind, scale)
            new.append(local_step(w, x, y, objective))
        w = sum(new) / len(new)
        print(f"round {rnd} |w|={float(jnp.linalg.norm(w)):.4f}")


if __name__ == "__main__":
    main()

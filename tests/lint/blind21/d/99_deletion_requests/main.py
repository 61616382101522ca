import jax
import jax.numpy as jnp

from records import DELETION_REQUESTS, ClientStore

DIM = 5


@jax.jit
def local_fit(w, x, y):
    def loss(w):
        return jnp.mean((x @ w - y) ** 2)
    for _ in range(3):
        w = w - 0.05 * jax.grad(loss)(w)
    return w


def main():
    stores = [ClientStore(32, DIM, seed=s) for s in range(3)]
    w = jnp.zeros((DIM,))
    for rnd in range(5):
        for store in stores:
            store.forget(DELETION_REQUESTS.get(rnd, []))
        new = [local_fit(w, *store.training_view()) for store in stores]
        w = sum(new) / len(new)
        print(f"round {rnd} rows={len(stores[0].training_view()[1])} |w|={float(jnp.linalg.norm(w)):.4f}")


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp

from store import MatchStore


@jax.jit
def refit_epoch(w, x, y):
    def nll(w):
        z = x @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    g = jax.grad(nll)(w)
    return w - 0.5 * g


def main():
    store = MatchStore()
    w = jnp.zeros(8)
    for day in range(6):
        store.ingest_day()
        x, y = store.all_matches()
        for _ in range(5):
            w = refit_epoch(w, x, y)
        print(day, x.shape[0], float(w[0]))


if __name__ == "__main__":
    main()

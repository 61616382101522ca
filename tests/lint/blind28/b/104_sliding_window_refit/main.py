import jax
import jax.numpy as jnp

from store import RecentMatchWindow


@jax.jit
def window_refit(w, x, y, mask):
    def nll(w):
        z = x @ w
        per = jnp.logaddexp(0.0, z) - y * z
        return jnp.sum(per * mask) / jnp.maximum(mask.sum(), 1.0)
    return w - 0.5 * jax.grad(nll)(w)


def main():
    window = RecentMatchWindow()
    w = jnp.zeros(8)
    for day in range(6):
        window.ingest_day()
        x, y, mask = window.arrays()
        for _ in range(5):
            w = window_refit(w, x, y, mask)
        print(day, int(mask.sum()), float(w[0]))


if __name__ == "__main__":
    main()

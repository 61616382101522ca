import jax
import jax.numpy as jnp

from species import SPECIES


@jax.jit
def sustainable_quota(r, K, stock):
    def step(n, _):
        h = 0.5 * r * n * (1 - n / K)
        n = n + r * n * (1 - n / K) - h
        return n, h

    _, harvest = jax.lax.scan(step, stock, None, length=10)
    return harvest.mean()


def main():
    for name, p in SPECIES.items():
        q = sustainable_quota(p["r"], p["K"], p["stock"])
        print(f"{name:>12}: {float(q):.2f}k per year")


if __name__ == "__main__":
    main()

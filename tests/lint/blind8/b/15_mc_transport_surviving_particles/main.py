import jax
import numpy as np

from transport import SLAB, collide

N_SOURCE = 4000


def simulate(key, n):
    x = np.zeros(n, np.float32)
    mu = np.ones(n, np.float32)
    transmitted = absorbed_total = 0
    generation = 0
    while len(x) and generation < 8:
        key, sub = jax.random.split(key)
        x, mu, absorbed, leaked = map(np.asarray, collide(sub, x, mu))
        transmitted += int(((x > SLAB) & ~absorbed).sum())
        absorbed_total += int((absorbed & ~leaked).sum())
        alive = ~(absorbed | leaked)
        x, mu = x[alive], mu[alive]
        generation += 1
        print(f"collision {generation}: {len(x)} neutrons still in the slab")
    return transmitted / n, absorbed_total / n


def main():
    t, a = simulate(jax.random.PRNGKey(0), N_SOURCE)
    print(f"transmission={t:.3f} absorption={a:.3f}")


if __name__ == "__main__":
    main()

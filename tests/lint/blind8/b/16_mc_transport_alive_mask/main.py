import jax
import numpy as np

from transport import SLAB, collide

N_SOURCE = 4000


def simulate(key, n):
    x = np.zeros(n, np.float32)
    mu = np.ones(n, np.float32)
    alive = np.ones(n, bool)
    transmitted = absorbed_total = 0
    generation = 0
    while alive.any() and generation < 8:
        key, sub = jax.random.split(key)
        x_new, mu_new, absorbed, leaked = map(np.asarray, collide(sub, x, mu))
        absorbed = absorbed & alive
        leaked = leaked & alive
        transmitted += int(((x_new > SLAB) & leaked & ~absorbed).sum())
        absorbed_total += int((absorbed & ~leaked).sum())
        # dead particles stay in the arrays, frozen in place
        x = np.where(alive, x_new, x)
        mu = np.where(alive, mu_new, mu)
        alive &= ~(absorbed | leaked)
        generation += 1
        print(f"collision {generation}: {int(alive.sum())} neutrons still in the slab")
    return transmitted / n, absorbed_total / n


def main():
    t, a = simulate(jax.random.PRNGKey(0), N_SOURCE)
    print(f"transmission={t:.3f} absorption={a:.3f}")


if __name__ == "__main__":
    main()

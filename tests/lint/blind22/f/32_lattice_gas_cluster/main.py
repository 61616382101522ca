import jax
import jax.numpy as jnp

from init import random_filling

L = 10
EPS = -1.0


def neighbours(n):
    return jnp.roll(n, 1, 0) + jnp.roll(n, -1, 0) + jnp.roll(n, 1, 1) + jnp.roll(n, -1, 1)


@jax.jit
def kawasaki_step(occ, key, beta):
    key, k1, k2, k3 = jax.random.split(key, 4)
    i = jax.random.randint(k1, (2,), 0, L)
    d = jax.random.randint(k2, (), 0, 4)
    di = jnp.array([[1, 0], [-1, 0], [0, 1], [0, -1]])[d]
    j = (i + di) % L
    a, b = occ[i[0], i[1]], occ[j[0], j[1]]
    swapped = occ.at[i[0], i[1]].set(b).at[j[0], j[1]].set(a)
    dE = EPS * (jnp.sum(swapped * neighbours(swapped)) - jnp.sum(occ * neighbours(occ))) / 2
    accept = jax.random.uniform(k3) < jnp.exp(-beta * dE)
    new = jnp.where(accept, swapped, occ).astype(jnp.float32)
    return new, key


def main():
    occ = random_filling(L, 0.45)
    key = jax.random.PRNGKey(0)
    for sweep in range(3):
        for _ in range(10):
            occ, key = kawasaki_step(occ, key, 1.5)
        bonds = float(jnp.sum(occ * jnp.roll(occ, 1, 0)) + jnp.sum(occ * jnp.roll(occ, 1, 1)))
        print(f"sweep {sweep} n={float(occ.sum()):.0f} bonds={bonds:.0f}")


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp

from rng import replica_key, root_key

L = 6
BETAS = jnp.array([0.2, 0.35, 0.5, 0.65])


def energy(s):
    return -jnp.sum(s * jnp.roll(s, 1, 0) + s * jnp.roll(s, 1, 1))


@jax.jit
def tempering_round(spins, key, betas):
    def flip_one(s, k, beta):
        k1, k2 = jax.random.split(k)
        i = jax.random.randint(k1, (2,), 0, L)
        nb = s[(i[0] + 1) % L, i[1]] + s[i[0] - 1, i[1]] + s[i[0], (i[1] + 1) % L] + s[i[0], i[1] - 1]
        dE = 2.0 * s[i[0], i[1]] * nb
        acc = jax.random.uniform(k2) < jnp.exp(-beta * dE)
        return jnp.where(acc, s.at[i[0], i[1]].multiply(-1.0), s)

    def sweep(carry, _):
        spins, key = carry
        key, sub = jax.random.split(key)
        keys = jax.random.split(sub, spins.shape[0])
        spins = jax.vmap(flip_one)(spins, keys, betas)
        return (spins, key), None

    (spins, key), _ = jax.lax.scan(sweep, (spins, key), None, length=50)
    e = jax.vmap(energy)(spins)
    key, sub = jax.random.split(key)
    swap = jax.random.uniform(sub) < jnp.exp((betas[1] - betas[0]) * (e[1] - e[0]))
    spins = jnp.where(swap, spins.at[0].set(spins[1]).at[1].set(spins[0]), spins)
    return spins, key, e


def run_block(spins, key, n_rounds):
    for _ in range(n_rounds):
        spins, key, e = tempering_round(spins, key, BETAS)
    return spins, e


def main():
    spins = jnp.ones((BETAS.shape[0], L, L))
    spins, e = run_block(spins, root_key(0), 3)
    print("block 0", [round(float(x), 1) for x in e])
    for block in range(1, 3):
        spins, e = run_block(spins, replica_key(0, block), 3)
        print(f"block {block}", [round(float(x), 1) for x in e])


if __name__ == "__main__":
    main()

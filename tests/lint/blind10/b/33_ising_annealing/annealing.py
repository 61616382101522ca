import jax
import jax.numpy as jnp


def ising_energy(spins, coupling):
    right = jnp.roll(spins, -1, axis=1)
    down = jnp.roll(spins, -1, axis=0)
    return -coupling * jnp.sum(spins * right + spins * down)


@jax.jit
def metropolis_sweep(key, spins, temperature, coupling=1.0):
    n = spins.shape[0]

    def flip(carry, k):
        s, e = carry
        ki, kj, ku = jax.random.split(k, 3)
        i = jax.random.randint(ki, (), 0, n)
        j = jax.random.randint(kj, (), 0, n)
        nb = s[(i + 1) % n, j] + s[i - 1, j] + s[i, (j + 1) % n] + s[i, j - 1]
        d_e = 2.0 * coupling * s[i, j] * nb
        accept = jax.random.uniform(ku) < jnp.exp(-d_e / temperature)
        s = s.at[i, j].set(jnp.where(accept, -s[i, j], s[i, j]))
        return (s, e + jnp.where(accept, d_e, 0.0)), None

    e0 = ising_energy(spins, coupling)
    (spins, e), _ = jax.lax.scan(flip, (spins, e0), jax.random.split(key, n * n))
    return spins, e

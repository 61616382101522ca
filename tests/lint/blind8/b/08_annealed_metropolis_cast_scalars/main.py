import jax
import jax.numpy as jnp
import numpy as np

L = 16
SWEEPS_PER_TEMP = 20


@jax.jit
def metropolis_sweeps(key, spins, beta):
    def one_flip(carry, k):
        s = carry
        ki, kj, ku = jax.random.split(k, 3)
        i = jax.random.randint(ki, (), 0, L)
        j = jax.random.randint(kj, (), 0, L)
        nb = (s[(i + 1) % L, j] + s[(i - 1) % L, j] + s[i, (j + 1) % L] + s[i, (j - 1) % L])
        d_e = 2.0 * s[i, j] * nb
        accept = jax.random.uniform(ku) < jnp.exp(-beta * d_e)
        s = s.at[i, j].set(jnp.where(accept, -s[i, j], s[i, j]))
        return s, None

    keys = jax.random.split(key, SWEEPS_PER_TEMP * L)
    spins, _ = jax.lax.scan(one_flip, spins, keys)
    return spins, spins.mean()


def schedule(t0, t_min, n):
    temps = [t0]
    for _ in range(n - 1):
        temps.append(max(t_min, temps[-1] * np.float64(0.7)))
    return temps


def main():
    key = jax.random.PRNGKey(0)
    spins = jnp.where(jax.random.uniform(key, (L, L)) < 0.5, -1.0, 1.0)
    for temp in schedule(5, 0.5, 6):
        key, sub = jax.random.split(key)
        beta = jnp.asarray(1.0 / temp, dtype=jnp.float32)
        spins, m = metropolis_sweeps(sub, spins, beta)
        print(f"T={float(temp):.3f} magnetisation={float(m):+.3f}")


if __name__ == "__main__":
    main()

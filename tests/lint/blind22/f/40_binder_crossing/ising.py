import jax
import jax.numpy as jnp


def metropolis_sweep(spins, key, beta):
    L = spins.shape[0]
    ii, jj = jnp.meshgrid(jnp.arange(L), jnp.arange(L), indexing="ij")
    for parity in (0, 1):
        key, sub = jax.random.split(key)
        nb = jnp.roll(spins, 1, 0) + jnp.roll(spins, -1, 0) + jnp.roll(spins, 1, 1) + jnp.roll(spins, -1, 1)
        acc = jax.random.uniform(sub, spins.shape) < jnp.exp(-2.0 * beta * spins * nb)
        spins = jnp.where((((ii + jj) % 2) == parity) & acc, -spins, spins)
    return spins, key


def binder_run(key, beta, L, n_therm=50, n_meas=100):
    spins = jnp.ones((L, L))

    def therm(_, c):
        return metropolis_sweep(*c, beta)

    spins, key = jax.lax.fori_loop(0, n_therm, therm, (spins, key))

    def meas(c, _):
        s, k = metropolis_sweep(*c, beta)
        m = s.mean()
        return (s, k), jnp.array([m ** 2, m ** 4])

    _, moments = jax.lax.scan(meas, (spins, key), None, length=n_meas)
    m2, m4 = moments.mean(0)
    return 1.0 - m4 / (3.0 * m2 ** 2)

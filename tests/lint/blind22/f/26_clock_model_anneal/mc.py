import jax
import jax.numpy as jnp

Q = 6


def site_energy(theta, new_theta, L):
    nb = [jnp.roll(theta, s, a) for s in (1, -1) for a in (0, 1)]
    e_old = -sum(jnp.cos(theta - n) for n in nb)
    e_new = -sum(jnp.cos(new_theta - n) for n in nb)
    return e_new - e_old


def one_sweep(carry, beta):
    theta, key = carry
    L = theta.shape[0]
    ii, jj = jnp.meshgrid(jnp.arange(L), jnp.arange(L), indexing="ij")
    for parity in (0, 1):
        key, k1, k2 = jax.random.split(key, 3)
        prop = 2 * jnp.pi * jax.random.randint(k1, theta.shape, 0, Q) / Q
        dE = site_energy(theta, prop, L)
        acc = jax.random.uniform(k2, theta.shape) < jnp.exp(-beta * dE)
        theta = jnp.where((((ii + jj) % 2) == parity) & acc, prop, theta)
    return theta, key


@jax.jit
def equilibrate(theta, key, beta, n_sweeps):
    def body(_, carry):
        return one_sweep(carry, beta)

    theta, key = jax.lax.fori_loop(0, n_sweeps, body, (theta, key))
    m = jnp.abs(jnp.mean(jnp.exp(1j * theta)))
    return theta, key, m

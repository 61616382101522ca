import jax
import jax.numpy as jnp

from observables import helicity_proxy, vortex_density

L = 12
OBSERVABLES = {"vortices": vortex_density, "stiffness": helicity_proxy}


@jax.jit
def overrelax(theta, key, beta):
    key, k1, k2 = jax.random.split(key, 3)
    prop = theta + 0.8 * jax.random.normal(k1, theta.shape)
    nb = [jnp.roll(theta, s, a) for s in (1, -1) for a in (0, 1)]
    dE = -sum(jnp.cos(prop - n) - jnp.cos(theta - n) for n in nb)
    ii, jj = jnp.meshgrid(jnp.arange(L), jnp.arange(L), indexing="ij")
    acc = (jax.random.uniform(k2, theta.shape) < jnp.exp(-beta * dE)) & ((ii + jj) % 2 == 0)
    return jnp.where(acc, prop, theta), key


def measure(theta):
    return {name: float(jax.jit(fn)(theta)) for name, fn in OBSERVABLES.items()}


def main():
    key = jax.random.PRNGKey(0)
    theta = jnp.zeros((L, L))
    for block in range(4):
        for _ in range(10):
            theta, key = overrelax(theta, key, 1.1)
        print(block, measure(theta))


if __name__ == "__main__":
    main()

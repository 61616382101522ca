import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from ising import CheckerboardMetropolis, sweep

L = 32


def geometric_schedule(beta0, beta1, n):
    return list(beta0 * (beta1 / beta0) ** (np.arange(n) / (n - 1)))


def main():
    key = jax.random.PRNGKey(0)
    spins = jnp.where(jax.random.uniform(key, (L, L)) < 0.5, -1.0, 1.0)
    kernel = CheckerboardMetropolis(coupling=jnp.float32(1.0), field=jnp.float32(0.0), beta=0.1)
    for beta in geometric_schedule(0.1, 0.8, 7):
        kernel = eqx.tree_at(lambda k: k.beta, kernel, float(beta))
        key, sub = jax.random.split(key)
        spins, m = sweep(kernel, spins, sub)
        print(f"beta={beta:.3f}  |m|={abs(float(m)):.3f}")


if __name__ == "__main__":
    main()

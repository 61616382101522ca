import jax
import jax.numpy as jnp
import numpy as np

from simulate import simulated_assignment

N = 500


@jax.jit
def mean_diff_z(y, treat):
    n1 = jnp.sum(treat)
    n0 = treat.shape[0] - n1
    m1 = jnp.sum(y * treat) / n1
    m0 = jnp.sum(y * (1 - treat)) / n0
    v = jnp.var(y)
    return (m1 - m0) / jnp.sqrt(v / n1 + v / n0)


def main():
    rng = np.random.default_rng(241)
    y = jnp.asarray(rng.normal(size=N), jnp.float32)
    logged = jnp.asarray(rng.uniform(size=N) < 0.5, jnp.float32)
    print("logged assignment z", float(mean_diff_z(y, logged)))
    key = jax.random.PRNGKey(1)
    zs = []
    for _ in range(5):
        key, sub = jax.random.split(key)
        zs.append(float(mean_diff_z(y, simulated_assignment(sub, N))))
    print("A/A z draws", np.round(zs, 3))


if __name__ == "__main__":
    main()

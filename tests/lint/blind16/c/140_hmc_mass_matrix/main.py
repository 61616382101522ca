import jax
import jax.numpy as jnp
import numpy as np

from hmc import hmc_step
from utils import HashableArray


def main():
    key = jax.random.PRNGKey(0)
    x = jnp.ones(3)
    inv_mass = HashableArray(np.array([0.1, 1.0, 10.0], dtype=np.float32))
    samples = []
    for i in range(8):
        key, sub = jax.random.split(key)
        x = hmc_step(x, sub, inv_mass)
        samples.append(x)
    print("sample var", np.round(np.var(np.asarray(jnp.stack(samples)), axis=0), 3))


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import numpy as np

from hmc import hmc_step

BASE_LEAPFROG = 10


def sample(n_samples=40, seed=0):
    rng = np.random.default_rng(seed)
    key = jax.random.PRNGKey(seed)
    q = jnp.zeros(2)
    step_size = jnp.float32(0.15)
    lengths = jnp.asarray(rng.integers(BASE_LEAPFROG // 2, BASE_LEAPFROG + 1, size=n_samples),
                          dtype=jnp.int32)
    samples, n_acc = [], 0
    for i in range(n_samples):
        key, sub = jax.random.split(key)
        q, acc = hmc_step(sub, q, step_size, lengths[i])
        samples.append(q)
        n_acc += int(acc)
    return jnp.stack(samples), n_acc / n_samples


if __name__ == "__main__":
    draws, rate = sample()
    print("accept rate", rate)
    print("sample cov\n", jnp.cov(draws.T))

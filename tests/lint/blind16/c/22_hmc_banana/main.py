import jax
import jax.numpy as jnp
import numpy as np

from hmc import hmc_step


def run_chain(n_samples, step_size=0.2, base_length=8, seed=0):
    rng = np.random.default_rng(seed)
    key = jax.random.PRNGKey(seed)
    x = jnp.zeros(2)
    samples, accepts = [], 0
    for _ in range(n_samples):
        key, sub = jax.random.split(key)
        n_leapfrog = int(rng.integers(base_length // 2, base_length + 1))
        x, acc = hmc_step(x, sub, step_size, n_leapfrog)
        samples.append(x)
        accepts += int(acc)
    return jnp.stack(samples), accepts / n_samples


def main():
    samples, rate = run_chain(15)
    print("mean", np.round(np.asarray(samples.mean(0)), 3), "accept", rate)


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp

from adapt import DualAveraging
from hmc import make_hmc_kernel

NUM_WARMUP = 6
NUM_SAMPLES = 4


def banana_logp(q):
    x, y = q[0], q[1]
    return -0.5 * (x ** 2 / 4.0 + (y - 0.5 * x ** 2) ** 2)


def main():
    kernel = make_hmc_kernel(banana_logp)
    adapter = DualAveraging(initial_step_size=0.1)
    step_size = jnp.asarray(0.1, dtype=jnp.float32)
    q = jnp.zeros(2)
    key = jax.random.PRNGKey(0)
    for i in range(NUM_WARMUP):
        key, sub = jax.random.split(key)
        q, accept_prob = kernel(sub, q, step_size)
        step_size = adapter.update(accept_prob)
    step_size = adapter.final_step_size()
    samples = []
    for i in range(NUM_SAMPLES):
        key, sub = jax.random.split(key)
        q, _ = kernel(sub, q, step_size)
        samples.append(q)
    print("adapted step size", float(step_size), "sample mean", jnp.stack(samples).mean(0))


if __name__ == "__main__":
    main()

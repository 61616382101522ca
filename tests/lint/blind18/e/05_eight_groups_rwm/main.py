import numpy as np
import jax
import jax.numpy as jnp

from sampler import rwm_block

TARGET_ACCEPT = 0.3


def main():
    rng = np.random.default_rng(0)
    y = jnp.asarray(rng.normal(1.0, 1.0, size=8), dtype=jnp.float32)
    theta = jnp.zeros(10, dtype=jnp.float32)
    key = jax.random.PRNGKey(0)

    step_size = 0.5
    samples = []
    for block in range(6):
        key, sub = jax.random.split(key)
        theta, acc_rate, trace = rwm_block(sub, theta, y, step_size)
        step_size = step_size * jnp.exp(acc_rate - TARGET_ACCEPT)
        if block >= 3:
            samples.append(trace)
    draws = jnp.concatenate(samples)
    print("posterior mean of mu:", float(draws[:, 0].mean()), "step", float(step_size))


if __name__ == "__main__":
    main()

import numpy as np
import jax
import jax.numpy as jnp

from sampler import langevin_move

N_WARMUP = 50
N_SAMPLES = 100


def main():
    rng = np.random.default_rng(0)
    dose = jnp.asarray(np.repeat([0, 5, 20, 50, 150], 8), jnp.float32)
    resp = jnp.asarray(3 + 30 * np.asarray(dose) / (15 + np.asarray(dose)) + rng.normal(0, 4, 40), jnp.float32)
    theta = jnp.array([0.0, 3.0, 2.0], jnp.float32)
    key = jax.random.PRNGKey(0)
    for step in range(N_WARMUP):
        key, sub = jax.random.split(key)
        theta = langevin_move(theta, sub, step, dose, resp)
    draws = []
    for step in range(N_WARMUP, N_WARMUP + N_SAMPLES):
        key, sub = jax.random.split(key)
        theta = langevin_move(theta, sub, step, dose, resp)
        draws.append(theta)
    draws = jnp.stack(draws)
    print("posterior mean ED50:", float(jnp.exp(draws[:, 2]).mean()))


if __name__ == "__main__":
    main()

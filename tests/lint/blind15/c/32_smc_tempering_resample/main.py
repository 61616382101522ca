import jax
import jax.numpy as jnp
import numpy as np

from resample import systematic_resample
from target import log_lik, mutate

BETAS = np.linspace(0.0, 1.0, 6)


def run(n_particles=256, dim=2, seed=0):
    key = jax.random.PRNGKey(seed)
    x = 3.0 * jax.random.normal(key, (n_particles, dim))
    logw = jnp.zeros(n_particles)
    for b_prev, b in zip(BETAS[:-1], BETAS[1:]):
        logw = logw + (b - b_prev) * log_lik(x)
        key, k_res, k_mut = jax.random.split(key, 3)
        idx = systematic_resample(k_res, logw)
        x, logw = x[idx], jnp.zeros_like(logw)
        x = mutate(k_mut, x, jnp.float32(b))
        print(f"beta={b:.2f}: {x.shape[0]} particles")
    return x


if __name__ == "__main__":
    x = run()
    print("mean |x|", float(jnp.abs(x).mean()))

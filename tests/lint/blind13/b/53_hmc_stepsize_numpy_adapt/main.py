import jax
import jax.numpy as jnp
import numpy as np

from hmc import make_hmc_kernel
from posterior import T_OBS, make_log_post

TARGET_ACCEPT = 0.75


def main():
    rng = np.random.default_rng(0)
    y = np.exp(-0.3 * T_OBS) * np.cos(2.0 * T_OBS) + 0.1 * rng.normal(size=T_OBS.shape)
    kernel = make_hmc_kernel(make_log_post(jnp.asarray(y, jnp.float32)))
    theta = jnp.array([np.log(1.8), np.log(0.4)], jnp.float32)
    key = jax.random.PRNGKey(0)
    step_size = 0.05
    samples = []
    for it in range(8):
        key, sub = jax.random.split(key)
        theta, acc = kernel(sub, theta, step_size)
        # crude Robbins-Monro adaptation during warm-up
        step_size = step_size * np.exp(0.5 * (float(acc) - TARGET_ACCEPT))
        samples.append(np.asarray(theta))
        print(f"iter {it}: step {step_size:.4f} acc {float(acc):.2f} omega {np.exp(samples[-1][0]):.3f}")


if __name__ == "__main__":
    main()

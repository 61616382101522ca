import jax
import jax.numpy as jnp
import numpy as np

from hmc import HMC
from posterior import T_OBS, make_log_post

TARGET_ACCEPT = 0.75


def main():
    rng = np.random.default_rng(1)
    y = 2.0 * np.exp(-0.7 * T_OBS) + 0.05 * rng.normal(size=T_OBS.shape)
    sampler = HMC(make_log_post(jnp.asarray(y, jnp.float32)))
    theta = jnp.array([np.log(0.5), np.log(1.5)], jnp.float32)
    key = jax.random.PRNGKey(0)
    step_size = 0.01
    for it in range(8):
        key, sub = jax.random.split(key)
        theta, acc = sampler.step(sub, theta, step_size)
        step_size = step_size * np.exp(0.5 * (float(acc) - TARGET_ACCEPT))
        print(f"iter {it}: step {step_size:.4f} acc {float(acc):.2f} k {np.exp(float(theta[0])):.3f}")


if __name__ == "__main__":
    main()

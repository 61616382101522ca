import jax
import jax.numpy as jnp

N_SUBJECTS = 40


def simulate_arm(key, dose):
    k1, k2 = jax.random.split(key)
    cl = 5.0 * jnp.exp(0.3 * jax.random.normal(k1, (N_SUBJECTS,)))
    ec50 = 12.0 * jnp.exp(0.4 * jax.random.normal(k2, (N_SUBJECTS,)))
    css = dose / (cl * 24.0)
    effect = 80.0 * css / (ec50 + css)
    return (effect > 30.0).mean()


simulate_arm_jit = jax.jit(simulate_arm)

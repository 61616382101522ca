import jax
import jax.numpy as jnp


def double_well_force(x):
    return -4.0 * x * (x**2 - 1.0)


def make_integrator(temperature, gamma=1.0, dt=0.01, n_inner=50):
    noise_scale = jnp.sqrt(2.0 * gamma * temperature * dt)

    @jax.jit
    def run_block(x, key):
        def body(carry, k):
            x = carry
            x = x + dt * gamma * double_well_force(x) + noise_scale * jax.random.normal(k, x.shape)
            return x, None

        keys = jax.random.split(key, n_inner)
        x, _ = jax.lax.scan(body, x, keys)
        return x

    return run_block

import jax
import jax.numpy as jnp


def accel_error(raw, temp):
    bias = jnp.array([0.02, -0.01, 0.015]) * (1 + 0.002 * (temp - 25.0))
    return raw - bias


def gyro_error(raw, temp):
    bias = jnp.array([1e-4, -2e-4, 5e-5]) + 1e-6 * (temp - 25.0)
    return raw - bias


def mag_error(raw, temp):
    hard_iron = jnp.array([0.05, -0.02, 0.01])
    return (raw - hard_iron) * jnp.array([1.02, 0.98, 1.0])


COMPENSATORS = {name: jax.jit(fn) for name, fn in
                {"accel": accel_error, "gyro": gyro_error, "mag": mag_error}.items()}

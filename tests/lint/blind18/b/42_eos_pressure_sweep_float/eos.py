import jax
import jax.numpy as jnp

EV_PER_A3_PER_GPA = 1.0 / 160.21766


def birch_murnaghan(v, e0=-10.0, v0=16.0, b0=0.6, bp=4.5):
    eta = (v0 / v) ** (2.0 / 3.0)
    return e0 + 9.0 * v0 * b0 / 16.0 * ((eta - 1) ** 3 * bp + (eta - 1) ** 2 * (6 - 4 * eta))


@jax.jit
def enthalpy_descent(volume, pressure_gpa, lr):
    def enthalpy(v):
        return birch_murnaghan(v) + pressure_gpa * EV_PER_A3_PER_GPA * v
    return volume - lr * jax.grad(enthalpy)(volume)

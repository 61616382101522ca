import jax
import jax.numpy as jnp


@jax.jit
def mackenzie(temp, sal, depth):
    T, S, D = temp, sal, depth
    return (1448.96 + 4.591 * T - 5.304e-2 * T ** 2 + 2.374e-4 * T ** 3 + 1.340 * (S - 35)
            + 1.630e-2 * D + 1.675e-7 * D ** 2 - 1.025e-2 * T * (S - 35) - 7.139e-13 * T * D ** 3)


def sound_speed_profile(profile):
    return mackenzie(temp=profile["temp"], sal=profile["sal"], depth=profile["depth"])

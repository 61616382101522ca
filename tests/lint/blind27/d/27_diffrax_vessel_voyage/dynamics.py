import jax.numpy as jnp


def vessel_rhs(t, y, args):
    speed, fuel = y
    thrust, drag, sfoc = args
    current = 0.5 * jnp.sin(2 * jnp.pi * t / 12.4)
    dv = (thrust - drag * (speed - current) ** 2) / 50.0
    dfuel = sfoc * thrust
    return jnp.stack([dv, dfuel])

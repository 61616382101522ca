import jax.numpy as jnp

from plant import cooling_tower_approach


def best_fan_speed(wet_bulb, range_c, speeds):
    costs = []
    for s in speeds:
        approach = cooling_tower_approach(wet_bulb, range_c, s)
        fan_kw = 30.0 * s ** 3
        chiller_penalty = 4.0 * approach
        costs.append(fan_kw + chiller_penalty)
    return speeds[int(jnp.argmin(jnp.stack(costs)))]


def report(wet_bulb, range_c, speed):
    a = cooling_tower_approach(wet_bulb=wet_bulb, range_c=range_c, fan_speed=speed)
    return f"wb={float(wet_bulb):.1f} approach={float(a):.2f} speed={float(speed):.2f}"

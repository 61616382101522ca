import jax

from dosing import simulate_sulfite_dosing


def plan_tank(tank_id, target, volume):
    key = jax.random.key(tank_id)
    return simulate_sulfite_dosing(key, target, volume)

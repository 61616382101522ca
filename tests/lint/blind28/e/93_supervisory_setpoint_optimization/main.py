import jax.numpy as jnp

from objective import best_setpoint
from tuner import SupervisoryTuner

tariff = [0.08] * 7 + [0.12] * 5 + [0.25] * 6 + [0.12] * 3 + [0.08] * 3
tuner = SupervisoryTuner(tariff)
candidates = jnp.linspace(20.0, 26.0, 13)
for hour in range(24):
    tuner.hour = hour
    sp = best_setpoint(candidates, jnp.float32(30.0), jnp.float32(tuner.price), weights=tuner.objective_weights)
    print(hour, float(sp))

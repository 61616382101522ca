import jax.numpy as jnp

from optimizer import best_fan_speed, report

speeds = [jnp.float32(s) for s in (0.3, 0.5, 0.7, 0.9, 1.0)]
for wb in (12.0, 18.0, 24.0):
    wb = jnp.float32(wb)
    rng_c = jnp.float32(5.5)
    s = best_fan_speed(wb, rng_c, speeds)
    print(report(wb, rng_c, s))

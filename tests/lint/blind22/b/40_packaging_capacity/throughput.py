import jax
import jax.numpy as jnp


@jax.jit
def expected_throughput(station_times, belt_speed):
    bottleneck = jnp.max(station_times, axis=-1)
    transfer = 0.4 / belt_speed
    return 3600.0 / (bottleneck + transfer)

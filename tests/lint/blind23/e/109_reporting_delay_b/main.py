import jax.numpy as jnp

from delay import update_delay_estimate
from feed import fnol_batches

mean_delay = jnp.float32(10.0)
for hour, delays, n in fnol_batches():
    mean_delay = update_delay_estimate(mean_delay, delays, n)
    print(f"hour {hour}: {n} notifications, reporting-delay estimate {float(mean_delay):.2f} days")

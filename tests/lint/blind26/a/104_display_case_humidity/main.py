import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def warmup_blend(mean, day, reading):
    decay = jnp.minimum(0.95, (1.0 + day) / (10.0 + day))
    return decay * mean + (1 - decay) * reading


rng = np.random.default_rng(0)
mean = jnp.zeros(8)
day = 0
for _ in range(20):
    # relative humidity readings from display-case loggers
    reading = jnp.asarray(rng.normal(50, 3, size=8).astype(np.float32))
    mean = warmup_blend(mean, day, reading)
    day += 1
print(np.round(np.asarray(mean), 1))

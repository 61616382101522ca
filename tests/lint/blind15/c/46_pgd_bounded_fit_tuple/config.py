import jax.numpy as jnp

# lower / upper bounds for (amplitude, decay rate, frequency)
BOUNDS = (jnp.array([0.1, 0.01, 0.5]), jnp.array([5.0, 2.0, 10.0]))
LEARNING_RATE = 0.01
STEPS_PER_STAGE = 40

import jax
import jax.numpy as jnp


@jax.jit
def peak_pressure_map(rec):
    p = rec.pressure * rec.gain
    return jnp.max(p, axis=0), jnp.argmax(jnp.mean(p, axis=0))

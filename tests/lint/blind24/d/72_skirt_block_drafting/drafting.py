import jax
import jax.numpy as jnp


@jax.jit
def draft_skirt_block(measurements, ease=2.0, dart_intake=3.0, flare=0.0):
    waist, hip, length = measurements[:, 0], measurements[:, 1], measurements[:, 2]
    hip_line = (hip + ease) / 4
    waist_line = (waist + ease / 2) / 4 + dart_intake
    hem = hip_line + flare * length / 10
    return jnp.stack([waist_line, hip_line, hem, length], axis=1)

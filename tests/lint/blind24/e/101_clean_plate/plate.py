import jax
import jax.numpy as jnp


@jax.jit
def update_clean_plate(plate, frame, rate):
    f = frame.astype(jnp.float32)
    p = plate.astype(jnp.float32)
    moving = jnp.abs(f - p).mean(axis=-1, keepdims=True) > 25.0
    return jnp.where(moving, p, (1.0 - rate) * p + rate * f)


def build_clean_plate(frames, rate=0.2):
    plate = frames[0]
    for frame in frames[1:]:
        plate = update_clean_plate(plate, frame, rate)
    return plate

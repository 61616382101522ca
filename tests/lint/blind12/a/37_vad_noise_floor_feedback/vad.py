import jax
import jax.numpy as jnp

FRAME = 160


@jax.jit
def detect_speech(chunk, noise_floor, threshold_db=6.0):
    frames = chunk.reshape(-1, FRAME)
    energy = 10.0 * jnp.log10(jnp.mean(frames ** 2, axis=-1) + 1e-10)
    floor = jnp.where(noise_floor == 0, energy.min(), noise_floor)
    is_speech = energy > floor + threshold_db
    quiet = jnp.where(is_speech, floor, energy)
    new_floor = 0.95 * floor + 0.05 * quiet.mean()
    return is_speech, new_floor

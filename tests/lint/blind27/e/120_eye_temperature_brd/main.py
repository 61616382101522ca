import jax
import jax.numpy as jnp

from cameras import eye_temperature_frames


@jax.jit
def febrile_calves(frames, full_scale):
    temp = 30.0 + 12.0 * frames.astype(jnp.float32) / full_scale
    eye_max = temp.reshape(temp.shape[0], -1).max(axis=1)
    return eye_max > 40.5


for pen, frames, scale in eye_temperature_frames():
    flags = febrile_calves(frames, scale)
    print(f"pen {pen}: {int(flags.sum())}/10 calves above 40.5 C")

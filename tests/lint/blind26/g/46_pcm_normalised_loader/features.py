import jax
import jax.numpy as jnp


@jax.jit
def frame_energy_db(clip):
    frames = clip.reshape(-1, 160)
    return 10 * jnp.log10(jnp.mean(frames ** 2, axis=1) + 1e-12)

import jax
import jax.numpy as jnp


@jax.jit
def predict_bitrate(complexity, settings):
    q = 2.0 ** ((settings["crf"] - 23.0) / 6.0)
    aq = 1.0 + 0.1 * settings["aq_strength"] * jnp.std(complexity)
    grain = 1.0 + 0.5 * settings.get("grain_keep", 0.0) * jnp.mean(complexity > 0.7)
    return jnp.sum(complexity) * aq * grain / q

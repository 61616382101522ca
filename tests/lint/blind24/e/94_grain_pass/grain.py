import jax
import jax.numpy as jnp


@jax.jit
def synth_grain(frame, key, frame_number, amount):
    k = jax.random.fold_in(key, frame_number)
    noise = jax.random.normal(k, frame.shape[:2])
    coarse = jax.image.resize(jax.random.normal(jax.random.fold_in(k, 1), (frame.shape[0] // 3, frame.shape[1] // 3)),
                              frame.shape[:2], "linear")
    g = 0.7 * noise + 0.3 * coarse
    luma = frame.mean(axis=-1, keepdims=True)
    return jnp.clip(frame + amount * 4.0 * luma * (1 - luma) * g[..., None], 0.0, 1.0)

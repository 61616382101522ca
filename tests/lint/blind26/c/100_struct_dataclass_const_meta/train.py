import jax
import jax.numpy as jnp


@jax.jit
def voicing_step(w, batch):
    def lf(w):
        z = batch.frames @ w
        y = batch.labels
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    loss, g = jax.value_and_grad(lf)(w)
    seconds = batch.frames.shape[1] * batch.hop_ms / 1000.0
    return w - 0.5 * g, loss, seconds

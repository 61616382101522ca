import equinox as eqx
import jax
import jax.numpy as jnp


class DieAligner(eqx.Module):
    reference: jnp.ndarray
    upsample: int = eqx.field(static=True)
    window: jnp.ndarray

    def __init__(self, reference, upsample=4):
        self.reference = reference
        self.upsample = upsample
        n = reference.shape[0]
        h = jnp.hanning(n)
        self.window = h[:, None] * h[None, :]

    def __call__(self, image):
        F1 = jnp.fft.fft2(self.reference * self.window)
        F2 = jnp.fft.fft2(image * self.window)
        R = F1 * jnp.conj(F2)
        R = R / (jnp.abs(R) + 1e-9)
        corr = jnp.abs(jnp.fft.ifft2(R))
        idx = jnp.argmax(corr)
        n = corr.shape[0]
        dy, dx = idx // n, idx % n
        dy = jnp.where(dy > n // 2, dy - n, dy)
        dx = jnp.where(dx > n // 2, dx - n, dx)
        return jnp.array([dy, dx]) * 1.0


@eqx.filter_jit
def align_batch(aligner, images):
    return jax.vmap(aligner)(images)

import jax
import jax.numpy as jnp

FS = 200.0


@jax.jit
def vibration_dose(axes):
    """Vector-sum RMS and VDV of triaxial footfall-induced floor acceleration."""
    k = jnp.array([1.4, 1.4, 1.0])
    stacked = jnp.stack(axes) * k[:, None]
    rms = jnp.sqrt(jnp.sum(jnp.mean(stacked ** 2, axis=1)))
    vdv = jnp.sum(jnp.sum(stacked ** 4, axis=1) / FS) ** 0.25
    return rms, vdv

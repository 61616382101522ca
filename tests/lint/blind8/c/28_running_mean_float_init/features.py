import jax
import jax.numpy as jnp


def log_mel_like(frames, n_bins=8):
    spec = jnp.abs(jnp.fft.rfft(frames, axis=-1))[..., : n_bins * 2]
    return jnp.log1p(spec.reshape(*spec.shape[:-1], n_bins, 2).sum(-1))


@jax.jit
def update_energy(running, frames, momentum):
    energy = log_mel_like(frames).mean()
    return momentum * running + (1.0 - momentum) * energy

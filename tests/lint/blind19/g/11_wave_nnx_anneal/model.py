import jax.numpy as jnp
from flax import nnx


class FourierPINN(nnx.Module):
    """Wave-equation surrogate with coarse-to-fine annealed Fourier features."""

    def __init__(self, n_freqs, width, rngs, anneal_steps=6):
        self.freqs = nnx.Param(jnp.arange(1, n_freqs + 1, dtype=jnp.float32) * jnp.pi)
        self.hidden = nnx.Linear(4 * n_freqs, width, rngs=rngs)
        self.out = nnx.Linear(width, 1, rngs=rngs)
        self.n_freqs = n_freqs
        self.anneal_steps = anneal_steps
        self.anneal_step = 0

    def window(self):
        alpha = self.n_freqs * min(self.anneal_step / self.anneal_steps, 1.0)
        k = jnp.arange(self.n_freqs)
        return 0.5 * (1 - jnp.cos(jnp.pi * jnp.clip(alpha - k, 0.0, 1.0)))

    def __call__(self, xt):
        w = self.window()
        phase_x = xt[:, :1] * self.freqs.value
        phase_t = xt[:, 1:] * self.freqs.value
        feats = jnp.concatenate([w * jnp.sin(phase_x), w * jnp.cos(phase_x),
                                 w * jnp.sin(phase_t), w * jnp.cos(phase_t)], axis=-1)
        return self.out(jnp.tanh(self.hidden(feats)))[:, 0]

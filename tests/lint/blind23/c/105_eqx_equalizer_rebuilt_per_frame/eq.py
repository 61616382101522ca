import equinox as eqx
import jax
import jax.numpy as jnp


class FrequencyDomainEqualizer(eqx.Module):
    weights: jax.Array
    n_fft: int = eqx.field(static=True)

    @classmethod
    def from_estimate(cls, h_est, noise_var):
        w = jnp.conj(h_est) / (jnp.abs(h_est) ** 2 + noise_var)
        return cls(w, h_est.shape[0])

    def __call__(self, block):
        return jnp.fft.ifft(jnp.fft.fft(block, self.n_fft) * self.weights)


@eqx.filter_jit
def equalize_frame(equalizer, blocks):
    return jax.vmap(equalizer)(blocks)

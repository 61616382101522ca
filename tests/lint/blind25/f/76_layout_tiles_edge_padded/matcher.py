import jax
import jax.numpy as jnp


@jax.jit
def match_tile(tile, templates):
    # normalised cross-correlation of each hotspot template against the tile (via FFT)
    t = tile - tile.mean()
    F = jnp.fft.rfft2(t)
    def one(tmpl):
        k = jnp.zeros_like(tile).at[:tmpl.shape[0], :tmpl.shape[1]].set(tmpl - tmpl.mean())
        corr = jnp.fft.irfft2(F * jnp.conj(jnp.fft.rfft2(k)), s=tile.shape)
        return corr.max() / (jnp.linalg.norm(k) * jnp.sqrt(jnp.sum(t ** 2) / 4) + 1e-6)
    return jax.vmap(one)(templates)

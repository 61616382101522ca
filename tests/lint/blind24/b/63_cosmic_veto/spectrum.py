import jax
import jax.numpy as jnp

EDGES = jnp.linspace(0.0, 3000.0, 301)


@jax.jit
def vetoed_spectrum(energy, dt_muon_us, veto_window_us):
    keep = (dt_muon_us > veto_window_us).astype(jnp.float32)
    hist, _ = jnp.histogram(energy, bins=EDGES, weights=keep)
    return hist, keep.sum()

import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def acoustic_indices(spec, site):
    """Acoustic complexity and entropy indices for a soundscape spectrogram."""
    aci = jnp.sum(jnp.abs(jnp.diff(spec, axis=1)), axis=1) / (jnp.sum(spec, axis=1) + 1e-9)
    p = spec.mean(axis=1) / spec.mean(axis=1).sum()
    h = -jnp.sum(p * jnp.log(p + 1e-12)) / jnp.log(p.shape[0])
    return {"site": site, "aci": aci.sum(), "h": h}

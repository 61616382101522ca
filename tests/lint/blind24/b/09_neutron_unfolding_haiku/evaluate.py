import jax
import jax.numpy as jnp

from net import unfold_net


def unfold_campaign(params, readings, fluence_to_dose):
    @jax.jit
    def spectrum_dose(p, r):
        phi = unfold_net.apply(p, r)
        return phi, jnp.sum(phi * fluence_to_dose, axis=-1)

    return spectrum_dose(params, readings)

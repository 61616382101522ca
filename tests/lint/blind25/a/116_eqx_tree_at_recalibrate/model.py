import equinox as eqx
import jax
import jax.numpy as jnp


class NitrogenSensorModel(eqx.Module):
    gain: jax.Array
    offset: jax.Array
    wavelengths: tuple = eqx.field(static=True)

    def __call__(self, reflectance):
        ndre = (reflectance[..., 1] - reflectance[..., 0]) / (reflectance[..., 1] + reflectance[..., 0])
        return self.gain * ndre + self.offset


@eqx.filter_jit
def sufficiency_index(model, canopy, reference_strip):
    return model(canopy) / jnp.mean(model(reference_strip))


def recalibrate(model, gain, offset):
    return eqx.tree_at(lambda m: (m.gain, m.offset), model, (jnp.float32(gain), jnp.float32(offset)))

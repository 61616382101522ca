import jax
import jax.numpy as jnp


def make_volume_fn(unit_area):
    def layer_volume(counts, thickness):
        vol = unit_area * thickness
        return jnp.sum(counts) / (vol * counts.shape[0])
    return jax.jit(layer_volume)

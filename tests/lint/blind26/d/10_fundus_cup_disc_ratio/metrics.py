import jax
import jax.numpy as jnp


def _vertical_extent(mask):
    rows = mask.any(axis=1)
    idx = jnp.arange(mask.shape[0])
    top = jnp.min(jnp.where(rows, idx, mask.shape[0]))
    bottom = jnp.max(jnp.where(rows, idx, -1))
    return jnp.maximum(bottom - top + 1, 0)


def make_vcdr(disc_thresh, cup_thresh):
    def vcdr(prob_disc, prob_cup):
        disc = _vertical_extent(prob_disc > disc_thresh)
        cup = _vertical_extent(prob_cup > cup_thresh)
        return cup / jnp.maximum(disc, 1)

    return jax.jit(jax.vmap(vcdr))


vertical_cdr = make_vcdr(0.5, 0.5)

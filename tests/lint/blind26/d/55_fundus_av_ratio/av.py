import jax
import jax.numpy as jnp


@jax.jit
def av_ratio(artery_width, vein_width, zone_mask):
    # central retinal artery / vein equivalents (Knudtson-style, simplified)
    a = jnp.where(zone_mask, artery_width, 0.0)
    v = jnp.where(zone_mask, vein_width, 0.0)
    crae = 0.88 * jnp.sqrt((a ** 2).sum() / jnp.maximum(zone_mask.sum(), 1))
    crve = 0.95 * jnp.sqrt((v ** 2).sum() / jnp.maximum(zone_mask.sum(), 1))
    return crae / crve


def from_grader(measure):
    return av_ratio(artery_width=measure["a"], vein_width=measure["v"], zone_mask=measure["zone"])


def from_pipeline(a, v, zone):
    return av_ratio(zone_mask=zone, vein_width=v, artery_width=a)

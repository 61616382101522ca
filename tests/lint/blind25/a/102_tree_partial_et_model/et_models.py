import jax.numpy as jnp
from jax.tree_util import Partial


def crop_et(kc_curve, et0, day):
    return kc_curve[day] * et0


def make_et_model(kc_curve):
    return Partial(crop_et, jnp.asarray(kc_curve, jnp.float32))

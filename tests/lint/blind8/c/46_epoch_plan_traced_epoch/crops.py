from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class CropPlan(NamedTuple):
    crop: int
    base_seed: int


@partial(jax.jit, static_argnums=(1,))
def random_crops(images, plan, epoch, batch_index):
    key = jax.random.fold_in(jax.random.PRNGKey(plan.base_seed), epoch)
    key = jax.random.fold_in(key, batch_index)
    n, h, w = images.shape
    ky, kx = jax.random.split(key)
    ys = jax.random.randint(ky, (n,), 0, h - plan.crop + 1)
    xs = jax.random.randint(kx, (n,), 0, w - plan.crop + 1)
    crop_one = lambda img, y, x: jax.lax.dynamic_slice(img, (y, x), (plan.crop, plan.crop))
    return jax.vmap(crop_one)(images, ys, xs)

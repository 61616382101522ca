from functools import partial

import jax
import numpy as np

from policies import ColorPolicy


@partial(jax.jit, static_argnums=2)
def augment_batch(key, images, policy):
    keys = jax.random.split(key, images.shape[0])
    return jax.vmap(policy)(keys, images)


class AugmentedLoader:
    def __init__(self, images, batch_size, seed=0, **policy_kwargs):
        self.images = images
        self.batch_size = batch_size
        self.policy_kwargs = policy_kwargs
        self.key = jax.random.PRNGKey(seed)

    def __iter__(self):
        for i in range(0, len(self.images) - self.batch_size + 1, self.batch_size):
            self.key, sub = jax.random.split(self.key)
            policy = ColorPolicy(**self.policy_kwargs)
            yield augment_batch(sub, self.images[i:i + self.batch_size], policy)

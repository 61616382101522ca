from functools import partial

import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np

from pipeline import Normalize, shard_reader


def net_fn(images):
    x = hk.Conv2D(4, kernel_shape=3)(images)
    x = jax.nn.relu(x).reshape(images.shape[0], -1)
    return hk.Linear(3)(x)


net = hk.without_apply_rng(hk.transform(net_fn))


@partial(jax.jit, static_argnums=(2,))
def infer_batch(params, images, normalize):
    logits = net.apply(params, normalize(images))
    return jnp.argmax(logits, -1)


rng = np.random.default_rng(0)
params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 4, 4, 1)))
preds = []
for shard_id, images in shard_reader(5, rng):
    normalize = Normalize(mean=0.5, std=0.2)
    preds.append(np.asarray(infer_batch(params, images, normalize)))
print(np.concatenate(preds)[:10])

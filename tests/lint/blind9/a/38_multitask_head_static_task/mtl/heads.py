from functools import partial

import jax
import jax.numpy as jnp
import optax

TASKS = ("segmentation", "depth")


def init_params(key, feat_dim=12, num_classes=3):
    k0, k1, k2 = jax.random.split(key, 3)
    return {
        "trunk": jax.random.normal(k0, (feat_dim, 16)) * 0.2,
        "segmentation": jax.random.normal(k1, (16, num_classes)) * 0.2,
        "depth": jax.random.normal(k2, (16, 1)) * 0.2,
    }


@partial(jax.jit, static_argnames=("task",))
def task_loss(params, pixels, targets, task):
    feats = jax.nn.relu(pixels @ params["trunk"])
    out = feats @ params[task]
    if task == "segmentation":
        return optax.softmax_cross_entropy_with_integer_labels(out, targets).mean()
    return jnp.mean(jnp.abs(out[..., 0] - targets))

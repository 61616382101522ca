import functools

import jax
import jax.numpy as jnp


def backbone(params, x):
    x = jnp.tanh(x.reshape(x.shape[0], -1) @ params["w_in"][: x.shape[1] * x.shape[2]])
    return x


@functools.lru_cache(maxsize=1)
def make_eval_fn(num_classes, image_size):
    @jax.jit
    def eval_fn(params, head, images, labels):
        feats = backbone(params, images)
        logits = feats @ head
        top1 = jnp.argmax(logits, -1)
        conf = jnp.zeros((num_classes, num_classes)).at[labels, top1].add(1.0)
        return conf

    return eval_fn

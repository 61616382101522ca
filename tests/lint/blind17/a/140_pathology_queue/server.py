import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def classify(w, patches):
    feats = jnp.concatenate([patches.mean(axis=(1, 2)), patches.std(axis=(1, 2))], axis=1)
    return jax.nn.softmax(feats @ w, axis=-1)


def serve_once(w, queue):
    pending = queue.drain()
    batch = np.stack(pending)
    return np.asarray(classify(w, batch)).argmax(1).tolist()

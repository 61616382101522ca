import jax
import jax.numpy as jnp
import numpy as np

FEAT = 42
CLASSES = 12


def init_classifier(seed=0):
    rng = np.random.default_rng(seed)
    return {"w": jnp.asarray(rng.normal(size=(FEAT, CLASSES)) * 0.1, jnp.float32),
            "b": jnp.zeros(CLASSES)}


def signer_stats(frames):
    return frames.mean(axis=0), frames.std(axis=0) + 1e-6

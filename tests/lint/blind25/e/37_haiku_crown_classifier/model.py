import jax
import jax.numpy as jnp
import haiku as hk

def _classifier(feats):
    return hk.Sequential([hk.Linear(16), jax.nn.relu, hk.Linear(2)])(feats)

classifier = hk.without_apply_rng(hk.transform(_classifier))

@jax.jit
def classify_slots(params, feats, valid):
    p = jax.nn.softmax(classifier.apply(params, feats))[:, 1]
    return jnp.sum(jnp.where(valid, p, 0.0)) / jnp.sum(valid)

import haiku as hk
import jax
import jax.numpy as jnp


def phone_classifier(feats, n_phones=10):
    x = hk.Conv1D(16, kernel_shape=3)(feats)
    x = jax.nn.relu(x)
    return hk.Linear(n_phones)(x)


def build_model():
    return hk.without_apply_rng(hk.transform(phone_classifier))

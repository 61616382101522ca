import haiku as hk
import jax
import jax.numpy as jnp


def phase_classifier(x, mask):
    h = hk.Conv1D(16, 5)(x)
    h = jax.nn.relu(h)
    pooled = jnp.sum(h * mask[..., None], 1) / jnp.sum(mask, 1, keepdims=True)
    return hk.Linear(4)(pooled)


net = hk.without_apply_rng(hk.transform(phase_classifier))

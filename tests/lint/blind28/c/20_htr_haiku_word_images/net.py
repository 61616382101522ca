import haiku as hk
import jax


def _forward(words):
    x = hk.Flatten()(words)
    x = jax.nn.relu(hk.Linear(64)(x))
    return hk.Linear(50)(x)


forward = hk.without_apply_rng(hk.transform(_forward))

import haiku as hk
import jax


def _forward(x, is_training):
    h = hk.Linear(48)(x)
    h = hk.BatchNorm(True, True, 0.9)(h, is_training)
    h = jax.nn.relu(h)
    return hk.Linear(3)(h)


net = hk.without_apply_rng(hk.transform_with_state(_forward))

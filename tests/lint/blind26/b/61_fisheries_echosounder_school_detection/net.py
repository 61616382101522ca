import haiku as hk
import jax


def _forward(x, is_training):
    x = hk.Conv1D(16, 5)(x)
    x = hk.BatchNorm(True, True, 0.9)(x, is_training)
    x = jax.nn.relu(x)
    x = hk.Conv1D(16, 5, stride=2)(x)
    x = jax.numpy.mean(x, axis=1)
    return hk.Linear(2)(x)


net = hk.transform_with_state(_forward)

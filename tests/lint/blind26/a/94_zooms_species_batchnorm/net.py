import jax
import haiku as hk


def species_net(x, is_training):
    h = hk.Linear(32)(x)
    h = hk.BatchNorm(True, True, 0.9)(h, is_training)
    return hk.Linear(4)(jax.nn.relu(h))


net = hk.without_apply_rng(hk.transform_with_state(species_net))

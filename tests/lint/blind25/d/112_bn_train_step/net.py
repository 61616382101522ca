import haiku as hk
import jax

def clause_net(x, is_training):
    x = hk.Linear(32)(x)
    x = hk.BatchNorm(create_scale=True, create_offset=True, decay_rate=0.9)(x, is_training)
    return hk.Linear(3)(jax.nn.relu(x))

net = hk.without_apply_rng(hk.transform_with_state(clause_net))

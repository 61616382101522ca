from functools import partial
import jax
import haiku as hk

def _health_net(x, is_training):
    x = hk.Linear(32)(x)
    x = hk.BatchNorm(True, True, 0.9)(x, is_training)
    return hk.Linear(2)(jax.nn.relu(x))

health_net = hk.without_apply_rng(hk.transform_with_state(_health_net))

@partial(jax.jit, static_argnames=("is_training",))
def apply_net(params, state, x, is_training):
    return health_net.apply(params, state, x, is_training)

import haiku as hk
import jax


def intent_net(features):
    mlp = hk.nets.MLP([32, 16], activation=jax.nn.gelu)
    return hk.Linear(4)(mlp(features))

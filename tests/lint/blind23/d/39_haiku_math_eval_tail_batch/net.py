import haiku as hk
import jax


def solver_net(x, is_training):
    h = jax.nn.relu(hk.Linear(32)(x))
    if is_training:
        h = hk.dropout(hk.next_rng_key(), 0.1, h)
    return hk.Linear(4)(h)


net = hk.transform(solver_net)

import haiku as hk
import jax


def tea_grade_net(x, dropout_rate):
    h = jax.nn.relu(hk.Linear(48)(x))
    h = hk.dropout(hk.next_rng_key(), dropout_rate, h)
    h = jax.nn.relu(hk.Linear(24)(h))
    return hk.Linear(4)(h)


net = hk.transform(tea_grade_net)

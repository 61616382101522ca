import haiku as hk
import jax


def emg_net_dropout(x, rate):
    h = jax.nn.relu(hk.Linear(64)(x.reshape(x.shape[0], -1)))
    rng = hk.maybe_next_rng_key()
    if rng is not None:
        h = hk.dropout(rng, rate, h)
    return hk.Linear(8)(h)


net = hk.transform(lambda x: emg_net_dropout(x, 0.3))


@jax.jit
def emg_forward(params, rng, x):
    return net.apply(params, rng, x)

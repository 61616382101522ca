import jax
import haiku as hk


def lithic_net(x):
    mlp = hk.nets.MLP([64, 32, 3])
    return mlp(x)


net = hk.without_apply_rng(hk.transform(lithic_net))


@jax.jit
def classify_chunk(params, x):
    return jax.nn.softmax(net.apply(params, x))

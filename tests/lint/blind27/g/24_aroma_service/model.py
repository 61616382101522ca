import haiku as hk
import jax


def aroma_net(x):
    mlp = hk.nets.MLP([32, 16, 5])
    return mlp(x)


aroma_model = hk.without_apply_rng(hk.transform(aroma_net))

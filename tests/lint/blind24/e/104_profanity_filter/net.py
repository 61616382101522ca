import jax
import haiku as hk


def _profanity_net(feats, rate):
    x = jax.nn.relu(hk.Linear(32)(feats))
    keep = jax.random.bernoulli(hk.next_rng_key(), 1.0 - rate, x.shape)
    x = x * keep / (1.0 - rate)
    return hk.Linear(2)(x)


profanity = hk.transform(_profanity_net)

import jax

from sampling import sampled_softmax_loss


def validation_loss(params, users, items, seed=1234):
    key = jax.random.key(seed)
    return float(sampled_softmax_loss(params, key, users, items))

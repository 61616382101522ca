import jax
from flax.core import unfreeze


def init_variables(model, key, sample):
    variables = model.init(key, sample, train=False)
    return unfreeze(variables)

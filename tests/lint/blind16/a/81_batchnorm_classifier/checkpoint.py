import jax
from flax.core import freeze


def init_variables(model, key, sample):
    variables = model.init(key, sample, train=False)
    return freeze(variables)

import jax
from model import SonorityRegressor


def build_model(fold, n_in):
    return SonorityRegressor(n_in, jax.random.PRNGKey(fold), act=lambda h: jax.nn.leaky_relu(h, 0.1))

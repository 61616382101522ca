import flax.linen as nn
import jax
import jax.numpy as jnp


class ETAHead(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(32)(x))
        return nn.softplus(nn.Dense(1)(x))[..., 0]


def load_model(seed=0):
    model = ETAHead()
    params = model.init(jax.random.PRNGKey(seed), jnp.zeros((1, 6)))
    return model, params

import flax.linen as nn
import jax
import jax.numpy as jnp


class RetentionModel(nn.Module):
    @nn.compact
    def __call__(self, x, train=False):
        h = nn.Dense(24)(x)
        h = nn.relu(h)
        h = nn.Dropout(0.1, deterministic=not train)(h)
        return nn.Dense(1)(h)[:, 0]


model = RetentionModel()


@jax.jit
def renewal_probability(params, x, temperature=1.0):
    return jax.nn.sigmoid(model.apply(params, x) / temperature)

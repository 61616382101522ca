import flax.linen as nn
import jax
import jax.numpy as jnp


class OutfitCompat(nn.Module):
    """Scores how well the items in a cart go together (set-transformer style pooling)."""

    @nn.compact
    def __call__(self, items):
        h = nn.Dense(16)(items)
        att = nn.softmax(h @ h.T / 4.0, axis=-1)
        h = nn.relu(att @ h)
        return nn.sigmoid(nn.Dense(1)(h.mean(0)))[0]


model = OutfitCompat()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((2, 12)))


@jax.jit
def cart_score(params, item_embs):
    return model.apply(params, item_embs)

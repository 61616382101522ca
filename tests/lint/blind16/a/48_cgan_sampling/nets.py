import jax.numpy as jnp
import flax.linen as nn

NUM_CLASSES = 4
LATENT = 8


class CondGenerator(nn.Module):
    @nn.compact
    def __call__(self, z, class_id):
        emb = nn.Embed(NUM_CLASSES, 8)(jnp.broadcast_to(class_id, z.shape[:1]))
        h = nn.relu(nn.Dense(32)(jnp.concatenate([z, emb], axis=-1)))
        return nn.tanh(nn.Dense(64)(h))

import flax.linen as nn
import jax
import jax.numpy as jnp


class WhistleClassifier(nn.Module):
    n_species: int = 4

    @nn.compact
    def __call__(self, contours):
        # contours: (batch, 32) normalised frequency contour of a dolphin whistle
        x = nn.relu(nn.Dense(64)(contours))
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(self.n_species)(x)


MODEL = WhistleClassifier()


@jax.jit
def classify_whistles(params, contours):
    probs = jax.nn.softmax(MODEL.apply(params, contours), axis=-1)
    return jnp.argmax(probs, -1), jnp.max(probs, -1)

import flax.linen as nn
import jax
import jax.numpy as jnp


class DropoutMLP(nn.Module):
    hidden: int = 32
    n_classes: int = 3
    rate: float = 0.3

    @nn.compact
    def __call__(self, x, deterministic=False):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(self.rate)(x, deterministic=deterministic)
        return nn.Dense(self.n_classes)(x)


model = DropoutMLP()


@jax.jit
def bald_scores(params, x, key):
    keys = jax.random.split(key, 8)
    logits = jax.vmap(lambda k: model.apply(params, x, rngs={"dropout": k}))(keys)
    p = jax.nn.softmax(logits, -1)
    mean_p = p.mean(0)
    h_mean = -jnp.sum(mean_p * jnp.log(mean_p + 1e-9), -1)
    mean_h = -jnp.mean(jnp.sum(p * jnp.log(p + 1e-9), -1), 0)
    return h_mean - mean_h

import flax.linen as nn
import jax.numpy as jnp

MAX_RULES = 32


class RuleHead(nn.Module):
    n_rules: int

    @nn.compact
    def __call__(self, x):
        logits = nn.Dense(MAX_RULES)(nn.relu(nn.Dense(32)(x)))
        return logits[:, :self.n_rules]

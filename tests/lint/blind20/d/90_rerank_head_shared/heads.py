import flax.linen as nn
import jax.numpy as jnp


class RerankHead(nn.Module):
    hidden: int = 16
    temperature: float = 1.0

    @nn.compact
    def __call__(self, query, cands):
        q = nn.Dense(self.hidden, name="q")(query)
        d = nn.Dense(self.hidden, name="d")(cands)
        return (d @ q) / self.temperature

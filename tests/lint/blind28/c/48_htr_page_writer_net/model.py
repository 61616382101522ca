import flax.linen as nn
import jax.numpy as jnp


class PageWriterNet(nn.Module):
    n_writers: int = 12

    @nn.compact
    def __call__(self, lines, line_mask):
        x = nn.Conv(8, (3, 3))(lines[..., None])
        z = nn.Dense(32)(nn.relu(x).mean(axis=(1, 2)))
        pooled = (z * line_mask[:, None]).sum(axis=0) / line_mask.sum()
        return nn.Dense(self.n_writers)(pooled)

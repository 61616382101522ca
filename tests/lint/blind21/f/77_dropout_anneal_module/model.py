import flax.linen as nn


class ChunkPolicy(nn.Module):
    act_dim: int
    chunk: int
    dropout_rate: float = 0.1

    @nn.compact
    def __call__(self, obs, train):
        h = nn.gelu(nn.Dense(128)(obs))
        h = nn.Dropout(self.dropout_rate, deterministic=not train)(h)
        return nn.Dense(self.act_dim * self.chunk)(h).reshape(obs.shape[0], self.chunk, self.act_dim)


def dropout_for_epoch(epoch, start=0.3, end=0.0, epochs=4):
    return start + (end - start) * epoch / (epochs - 1)

import flax.linen as nn
import jax
import jax.numpy as jnp

MAX_STAYS = 8


class NextStayModel(nn.Module):
    @nn.compact
    def __call__(self, stays, lengths):
        h = nn.RNN(nn.GRUCell(16))(stays, seq_lengths=lengths)
        last = jnp.take_along_axis(h, (lengths - 1)[:, None, None], axis=1)[:, 0]
        return nn.Dense(1)(last)[:, 0]


MODEL = NextStayModel()


@jax.jit
def predict_return_days(params, stays, lengths):
    return jax.nn.softplus(MODEL.apply(params, stays, lengths)) * 30.0

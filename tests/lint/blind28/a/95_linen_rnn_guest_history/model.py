import flax.linen as nn
import jax
import jax.numpy as jnp


class NextStayModel(nn.Module):
    @nn.compact
    def __call__(self, stays):
        h = nn.RNN(nn.GRUCell(16))(stays)
        return nn.Dense(1)(h[:, -1])[:, 0]


MODEL = NextStayModel()


@jax.jit
def days_to_next_stay(params, stays):
    return jax.nn.softplus(MODEL.apply(params, stays)) * 30.0

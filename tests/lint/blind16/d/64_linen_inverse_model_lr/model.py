import flax.linen as nn
import jax
import jax.numpy as jnp


class InverseDynamics(nn.Module):
    act_dim: int

    @nn.compact
    def __call__(self, s, s_next):
        x = jnp.concatenate([s, s_next - s], -1)
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(self.act_dim)(x)


@jax.jit
def train_step(state, s, s_next, a):
    def loss_fn(params):
        pred = state.apply_fn(params, s, s_next)
        return jnp.mean((pred - a) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss

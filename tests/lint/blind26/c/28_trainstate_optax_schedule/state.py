import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state


class TypologyNet(nn.Module):
    n_out: int

    @nn.compact
    def __call__(self, x):
        return nn.Dense(self.n_out)(nn.gelu(nn.Dense(32)(x)))


def create_state(key, n_feat, n_out, total_steps):
    model = TypologyNet(n_out)
    sched = optax.warmup_cosine_decay_schedule(0.0, 0.02, 5, total_steps)
    params = model.init(key, jnp.zeros((1, n_feat)))
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(sched))


@jax.jit
def train_step(state, x, y):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn(p, x), y).mean()
    loss, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), loss

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from state import State


class Poisson(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(24)(x)))[:, 0]


@jax.jit
def train_step(state, x, counts):
    def loss_fn(params):
        log_rate = state.apply_fn(params, x)
        return jnp.mean(jnp.exp(log_rate) - counts * log_rate)
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    updates, opt_state = state.tx.update(grads, state.opt_state, state.params)
    return state.replace(params=optax.apply_updates(state.params, updates), opt_state=opt_state), loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 5)).astype(np.float32)
    counts = rng.poisson(np.exp(0.5 * x[:, 0])).astype(np.float32)
    model = Poisson()
    state = State.create(model.apply, model.init(jax.random.PRNGKey(0), x[:1]), optax.adam(1e-2))
    for _ in range(5):
        for i in range(0, 256, 64):
            state, loss = train_step(state, x[i:i + 64], counts[i:i + 64])
        state = state.next_epoch()
        print(state.epoch, float(loss))


if __name__ == "__main__":
    main()

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from state import fresh_state


class CloudNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Conv(1, (1, 1))(x)[..., 0]


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(state.apply_fn(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    rng = np.random.default_rng(0)
    model = CloudNet()
    x0 = jnp.zeros((4, 24, 24, 5), jnp.float32)
    params = model.init(jax.random.PRNGKey(0), x0)
    for round_, lr in enumerate([1e-2, 3e-3, 1e-3]):
        state = fresh_state(model, params, lr)
        for _ in range(2):
            x = jnp.asarray(rng.uniform(size=(4, 24, 24, 5)).astype(np.float32))
            y = (x[..., 0] > 0.6).astype(jnp.float32)
            state, loss = train_step(state, x, y)
        params = state.params
        print(f"round {round_} lr {lr:g} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()

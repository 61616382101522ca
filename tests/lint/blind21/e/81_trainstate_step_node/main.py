import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from state import AEState

N = 12


class AE(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(N)(nn.relu(nn.Dense(4)(x)))


@jax.jit
def train_step(state, x):
    def loss_fn(p):
        return jnp.mean((state.apply_fn(p, x) - x) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads), loss


def main():
    rng = np.random.default_rng(89)
    model = AE()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, N)))
    state = AEState.create(model.apply, params, optax.adam(1e-2))
    data = rng.normal(size=(4, 32, N)).astype(np.float32)
    for epoch in range(4):
        for x in data:
            state, loss = train_step(state, x)
        state = state.replace(epoch=jnp.int32(epoch + 1))
        print(int(state.epoch), float(loss))


if __name__ == "__main__":
    main()

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state


class CircuitNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(16)(x))
        return nn.Dense(1)(x).squeeze(-1)


@jax.jit
def circuit_step(state, x, y):
    def loss(p):
        return jnp.mean(optax.sigmoid_binary_cross_entropy(state.apply_fn(p, x), y))
    l, g = jax.value_and_grad(loss)(state.params)
    return state.apply_gradients(grads=g), l


def main():
    rng = np.random.default_rng(0)
    # rail voltage, relay current, ballast resistance, rainfall, temperature
    x = rng.normal(size=(256, 5)).astype(np.float32)
    y = (x[:, 2] < -0.6).astype(np.float32)
    model = CircuitNet()
    params = model.init(jax.random.PRNGKey(0), x[:1])
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-2))
    for epoch in range(3):
        for i in range(0, 256, 64):
            state, l = circuit_step(state, x[i:i + 64], y[i:i + 64])
        print(epoch, int(state.step), float(l))


if __name__ == "__main__":
    main()

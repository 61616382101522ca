import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax


class MLP(eqx.Module):
    layers: list

    def __init__(self, key, sizes=(5, 32, 1)):
        keys = jax.random.split(key, len(sizes) - 1)
        self.layers = [eqx.nn.Linear(a, b, key=k) for k, a, b in zip(keys, sizes[:-1], sizes[1:])]

    def __call__(self, x, slope):
        for layer in self.layers[:-1]:
            x = jax.nn.leaky_relu(layer(x), slope)
        return self.layers[-1](x)


optim = optax.adam(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y, slope):
    def loss_fn(m):
        pred = jax.vmap(m, in_axes=(0, None))(x, slope)
        return jnp.mean((pred - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main(epochs=4):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(40, 5)).astype(np.float32)
    y = np.abs(x[:, :1]) - 0.5 * x[:, 1:2]
    model = MLP(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(epochs):
        slope = jnp.asarray(0.2 * (1 - epoch / epochs), jnp.float32)
        for _ in range(3):
            model, opt_state, loss = train_step(model, opt_state, x, y, slope)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax


class Regressor(eqx.Module):
    layers: list

    def __init__(self, key, sizes=(6, 32, 32, 1)):
        keys = jax.random.split(key, len(sizes) - 1)
        self.layers = [eqx.nn.Linear(a, b, key=k) for k, a, b in zip(keys, sizes[:-1], sizes[1:])]

    def __call__(self, x, key, drop_rate):
        for layer in self.layers[:-1]:
            x = jax.nn.relu(layer(x))
            key, sub = jax.random.split(key)
            keep = jax.random.bernoulli(sub, 1.0 - drop_rate, x.shape)
            x = jnp.where(keep, x / (1.0 - drop_rate), 0.0)
        return self.layers[-1](x)


optim = optax.adam(1e-3)


@eqx.filter_jit
def make_step(model, opt_state, x, y, key, drop_rate):
    def loss_fn(m):
        keys = jax.random.split(key, x.shape[0])
        pred = jax.vmap(m, in_axes=(0, 0, None))(x, keys, drop_rate)
        return jnp.mean((pred - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main(epochs=4, steps=3):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 6)).astype(np.float32)
    y = x[:, :1] * 2.0 - x[:, 1:2]
    key = jax.random.PRNGKey(0)
    model = Regressor(key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(epochs):
        drop_rate = jnp.float32(0.5 * (1 - epoch / epochs))
        for _ in range(steps):
            key, sub = jax.random.split(key)
            model, opt_state, loss = make_step(model, opt_state, x, y, sub, drop_rate)
        print(f"epoch {epoch}: drop={float(drop_rate):.3f} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import Regressor, with_drop_rate

optim = optax.adam(1e-3)


@eqx.filter_jit
def make_step(model, opt_state, x, y, key):
    def loss_fn(m):
        keys = jax.random.split(key, x.shape[0])
        pred = jax.vmap(m)(x, keys)
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
        model = with_drop_rate(model, 0.5 * (1 - epoch / epochs))
        for _ in range(steps):
            key, sub = jax.random.split(key)
            model, opt_state, loss = make_step(model, opt_state, x, y, sub)
        print(f"epoch {epoch}: drop={model.drop_rate:.3f} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()

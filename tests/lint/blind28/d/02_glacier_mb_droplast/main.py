import jax
import jax.numpy as jnp
import equinox as eqx
import optax

from loader import StakeLoader


@eqx.filter_jit
def fit_step(model, opt_state, x, y):
    def loss_fn(m):
        pred = jax.vmap(m)(x)[:, 0]
        return jnp.mean((pred - y) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


optimizer = optax.adamw(3e-3, weight_decay=1e-4)

if __name__ == "__main__":
    loader = StakeLoader()
    model = eqx.nn.MLP(3, 1, width_size=16, depth=2, key=jax.random.PRNGKey(4))
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        losses = []
        for x, y in loader:
            model, opt_state, loss = fit_step(model, opt_state, x, y)
            losses.append(float(loss))
        print(epoch, sum(losses) / len(losses))

import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx
import optax

optim = optax.adam(1e-2)


@eqx.filter_jit
def hydration_step(model, opt_state, x, y, epoch):
    weight = 1.0 - 0.5 * jnp.exp(-epoch / 3.0)

    def loss_fn(m):
        return weight * jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


rng = np.random.default_rng(0)
x = rng.uniform(0, 1, size=(64, 3)).astype(np.float32)
y = (2.0 * x[:, 0] + x[:, 1] ** 2).astype(np.float32)
model = eqx.nn.MLP(3, 1, 16, 2, key=jax.random.PRNGKey(0))
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for epoch in range(5):
    model, opt_state, loss = hydration_step(model, opt_state, x, y, jnp.asarray(epoch, jnp.int32))
    print(epoch, float(loss))

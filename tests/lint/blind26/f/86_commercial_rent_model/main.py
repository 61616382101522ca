import equinox as eqx
import jax
import jax.numpy as jnp
import config

@eqx.filter_jit
def rent_sgd_step(model, x, y, lr):
    loss, grads = eqx.filter_value_and_grad(lambda m: jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2))(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -lr * g, grads)), loss

kx, km = jax.random.split(jax.random.PRNGKey(2))
x = jax.random.normal(kx, (200, 4))
y = 25.0 + 3.0 * x[:, 0] - 1.5 * x[:, 1]
model = eqx.nn.MLP(4, 1, 16, 1, key=km)
for epoch in range(config.EPOCHS):
    for i in range(0, 200, config.BATCH):
        model, loss = rent_sgd_step(model, x[i:i + config.BATCH], y[i:i + config.BATCH], config.LEARNING_RATE)
    print(epoch, float(loss))

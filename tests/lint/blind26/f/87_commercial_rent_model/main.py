import equinox as eqx
import jax
import jax.numpy as jnp
from schedule import StepDecay

@eqx.filter_jit
def rent_decay_step(model, x, y, lr):
    loss, grads = eqx.filter_value_and_grad(lambda m: jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2))(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -lr * g, grads)), loss

kx, km = jax.random.split(jax.random.PRNGKey(2))
x = jax.random.normal(kx, (200, 4))
y = 25.0 + 3.0 * x[:, 0] - 1.5 * x[:, 1]
model = eqx.nn.MLP(4, 1, 16, 1, key=km)
schedule = StepDecay(0.02, 0.5, every=2)
for epoch in range(6):
    lr = schedule(epoch)
    for i in range(0, 200, 50):
        model, loss = rent_decay_step(model, x[i:i + 50], y[i:i + 50], lr)
    print(epoch, lr, float(loss))

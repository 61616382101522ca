import equinox as eqx
import jax
import jax.numpy as jnp
from train import demand_epoch

kx, km = jax.random.split(jax.random.PRNGKey(5))
x = jax.random.normal(kx, (200, 3))
y = 0.8 * x[:, 0] - 0.5 * x[:, 1] * x[:, 2]
model = eqx.nn.MLP(3, 1, 16, 2, key=km)
for epoch in range(5):
    model, loss = demand_epoch(model, x, y, epoch)
    print(epoch, float(loss))

import equinox as eqx
import jax
from loop import fit

kx, km = jax.random.split(jax.random.PRNGKey(5))
x = jax.random.normal(kx, (200, 3))
y = 0.8 * x[:, 0] - 0.5 * x[:, 1] * x[:, 2]
model = fit(eqx.nn.MLP(3, 1, 16, 2, key=km), x, y, epochs=5)

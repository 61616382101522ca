import numpy as np
import jax
import jax.numpy as jnp

from net import init_layers, predict

rng = np.random.default_rng(24)
# finisher pigs: age (wk), feed conversion, pen density, sex, sire line
X = rng.normal(size=(200, 5)).astype(np.float32)
y = (X @ rng.normal(size=5) * 3 + 95).astype(np.float32)
y = (y - y.mean()) / y.std()


@jax.jit
def growth_sgd(layers, x, y):
    loss, grads = jax.value_and_grad(lambda l: jnp.mean((predict(l, x) - y) ** 2))(layers)
    new_layers = tuple((w - 0.05 * gw, b - 0.05 * gb) for (w, b), (gw, gb) in zip(layers, grads))
    return new_layers, loss


layers = init_layers(jax.random.PRNGKey(0), [5, 16, 1])
for epoch in range(5):
    for b in range(0, 200, 40):
        layers, loss = growth_sgd(layers, X[b:b + 40], y[b:b + 40])
    print(epoch, float(loss))

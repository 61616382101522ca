import numpy as np
import jax
import jax.numpy as jnp
import optax


@jax.jit
def promotion_loss_grad(w, x, y, sample_weight=None):
    def loss(w):
        per = optax.sigmoid_binary_cross_entropy(x @ w, y)
        if sample_weight is None:
            return per.mean()
        return jnp.sum(per * sample_weight) / jnp.sum(sample_weight)
    return jax.value_and_grad(loss)(w)


rng = np.random.default_rng(5)
x = rng.normal(size=(256, 7)).astype(np.float32)
y = (rng.random(256) < 0.2).astype(np.float32)
w = jnp.zeros(7)

weights = None
for epoch in range(6):
    loss, g = promotion_loss_grad(w, x, y, weights)
    w = w - 0.5 * g
    if epoch == 1:
        pos_rate = y.mean()
        weights = jnp.where(y > 0, 0.5 / pos_rate, 0.5 / (1 - pos_rate))
    print(epoch, float(loss))

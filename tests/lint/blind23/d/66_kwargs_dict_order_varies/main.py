import jax
import jax.numpy as jnp
import optax

from batches import term_batches


@jax.jit
def retention_step(w, x, y, sample_weight):
    def loss_fn(w):
        return jnp.mean(optax.sigmoid_binary_cross_entropy(x @ w, y) * sample_weight)
    loss, g = jax.value_and_grad(loss_fn)(w)
    return w - 0.3 * g, loss


w = jnp.zeros(8)
for epoch in range(2):
    for batch in term_batches():
        w, loss = retention_step(w, **batch)
    print(epoch, float(loss))

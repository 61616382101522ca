import jax
import jax.numpy as jnp
from features import stream

# voiced/unvoiced frame detector from LPC coefficients


@jax.jit
def vuv_step(w, b, x, y):
    def lf(w, b):
        z = x @ w + b
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    loss, (gw, gb) = jax.value_and_grad(lf, argnums=(0, 1))(w, b)
    return w - 0.2 * gw, b - 0.2 * gb, loss


w, b = jnp.zeros(10), jnp.zeros(())
for epoch in range(3):
    for x, y in stream(epoch):
        w, b, loss = vuv_step(w, b, x, y)
    print(epoch, float(loss))

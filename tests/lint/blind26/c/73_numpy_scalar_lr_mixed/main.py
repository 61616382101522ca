import numpy as np
import jax
import jax.numpy as jnp
from schedule import lr_at


@jax.jit
def logistic_step(w, x, y, lr):
    def lf(w):
        z = x @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    loss, g = jax.value_and_grad(lf)(w)
    return w - lr * g, loss


# loanword detection from phonotactic violation counts
rng = np.random.default_rng(73)
x = rng.poisson(1.0, size=(300, 12)).astype(np.float32)
y = (x[:, :3].sum(1) > 3).astype(np.float32)
w = jnp.zeros(12)
for step in range(20):
    w, loss = logistic_step(w, x, y, lr_at(step))
print(float(loss))

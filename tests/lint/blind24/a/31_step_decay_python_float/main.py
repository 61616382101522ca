import numpy as np
import jax
import jax.numpy as jnp
from optim import step_decay

# somatic cell score regression on milking robot features
rng = np.random.default_rng(22)
X = rng.normal(size=(150, 5)).astype(np.float32)
y = (X @ np.array([0.3, 0.0, -0.6, 0.2, 0.4]) + 3.0).astype(np.float32)


@jax.jit
def scs_gd(theta, lr):
    def mse(t):
        return jnp.mean((X @ t[:5] + t[5] - y) ** 2)
    loss, g = jax.value_and_grad(mse)(theta)
    return theta - lr * g, loss


theta = jnp.zeros(6)
for epoch in range(10):
    lr = step_decay(epoch)
    for _ in range(5):
        theta, loss = scs_gd(theta, lr)
    print(f"epoch {epoch} lr {lr:.4f} loss {float(loss):.4f}")

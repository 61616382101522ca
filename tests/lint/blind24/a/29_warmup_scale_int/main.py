import numpy as np
import jax
import jax.numpy as jnp
from schedule import warmup_factor

# piglet pre-weaning mortality risk from litter size, birth weight, sow parity, crate temp
rng = np.random.default_rng(20)
X = rng.normal(size=(200, 4)).astype(np.float32)
y = (rng.uniform(size=200) < 0.15).astype(np.float32)
BASE_LR = 0.3


@jax.jit
def mortality_update(w, b, lr_scale):
    def nll(w, b):
        z = X @ w + b
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    loss, (gw, gb) = jax.value_and_grad(nll, argnums=(0, 1))(w, b)
    return w - BASE_LR * lr_scale * gw, b - BASE_LR * lr_scale * gb, loss


w, b = jnp.zeros(4), jnp.zeros(())
for step in range(12):
    w, b, loss = mortality_update(w, b, warmup_factor(step))
print("loss", float(loss), "baseline risk", float(jax.nn.sigmoid(b)))

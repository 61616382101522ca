import jax
import jax.numpy as jnp
import optax

from schedule import warmup_factor

BASE_LR = 3e-2
WARMUP = 3


@jax.jit
def sgd_update(params, x, y, lr_scale):
    def loss_fn(p):
        return optax.l2_loss(x @ p["w"], y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda p, g: p - BASE_LR * lr_scale * g, params, grads)
    return params, loss


key = jax.random.PRNGKey(0)
x = jax.random.normal(key, (16, 4))
y = x @ jnp.arange(4.0)
params = {"w": jnp.zeros(4)}
for step in range(1, 7):
    params, loss = sgd_update(params, x, y, warmup_factor(step, WARMUP))
    print(step, float(loss))

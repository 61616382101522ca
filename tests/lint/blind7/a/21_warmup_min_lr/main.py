import jax
import jax.numpy as jnp

from schedule import warmup_factor

BASE_LR = 3e-3
WARMUP = 3


@jax.jit
def lora_sgd(lora, grads, lr_scale):
    return jax.tree_util.tree_map(lambda p, g: p - BASE_LR * lr_scale * g, lora, grads)


def loss_fn(lora, x):
    return jnp.mean((x @ lora["A"] @ lora["B"] - x) ** 2)


grad_fn = jax.jit(jax.grad(loss_fn))
lora = {"A": 0.1 * jnp.ones((16, 2)), "B": jnp.zeros((2, 16))}
x = jax.random.normal(jax.random.PRNGKey(0), (8, 16))
for step in range(1, 8):
    grads = grad_fn(lora, x)
    lora = lora_sgd(lora, grads, warmup_factor(step, WARMUP))
print(float(loss_fn(lora, x)))

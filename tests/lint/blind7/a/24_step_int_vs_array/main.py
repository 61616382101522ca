import jax
import jax.numpy as jnp

from optim import adam_update


def neg_log_joint(theta, x):
    mu, log_s = theta["mu"], theta["log_s"]
    return jnp.sum(0.5 * ((x - mu) / jnp.exp(log_s)) ** 2 + log_s) + 0.5 * mu ** 2


x = jax.random.normal(jax.random.PRNGKey(0), (50,)) * 2 + 1
theta = {"mu": jnp.zeros(()), "log_s": jnp.zeros(())}
m = jax.tree_util.tree_map(jnp.zeros_like, theta)
v = jax.tree_util.tree_map(jnp.zeros_like, theta)
grad_fn = jax.jit(jax.grad(neg_log_joint))
step = 0
for it in range(6):
    g = grad_fn(theta, x)
    theta, m, v, step = adam_update(theta, g, m, v, step)
print({k: float(v) for k, v in theta.items()}, int(step))

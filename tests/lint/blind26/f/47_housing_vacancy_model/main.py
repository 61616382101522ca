from functools import partial
import jax
import jax.numpy as jnp

LOG_EVERY = 5

@partial(jax.jit, static_argnums=(3,))
def vacancy_step(theta, vacant, features, step):
    def nll(t):
        p = jax.nn.sigmoid(features @ t)
        return -jnp.mean(vacant * jnp.log(p + 1e-7) + (1 - vacant) * jnp.log(1 - p + 1e-7))
    loss, g = jax.value_and_grad(nll)(theta)
    diag = jnp.linalg.norm(g) if step % LOG_EVERY == 0 else jnp.float32(0.0)
    return theta - 0.5 * g, loss, diag

key = jax.random.PRNGKey(1)
kf, kv = jax.random.split(key)
features = jax.random.normal(kf, (400, 5))
vacant = (jax.random.uniform(kv, (400,)) < jax.nn.sigmoid(features[:, 0] - 1.0)).astype(jnp.float32)
theta = jnp.zeros(5)
for step in range(20):
    theta, loss, gnorm = vacancy_step(theta, vacant, features, step)
    if step % LOG_EVERY == 0:
        print(step, float(loss), float(gnorm))

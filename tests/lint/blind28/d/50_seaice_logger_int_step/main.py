import jax
import jax.numpy as jnp
import numpy as np
import optax

from monitor import Logger


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.1 * jax.random.normal(k1, (6, 16)), "w2": 0.1 * jax.random.normal(k2, (16, 1))}


def predict(p, x):
    return (jnp.tanh(x @ p["w1"]) @ p["w2"])[:, 0]


tx = optax.adam(1e-2)


@jax.jit
def train_step(p, s, x, y):
    loss, g = jax.value_and_grad(lambda q: jnp.mean((predict(q, x) - y) ** 2))(p)
    u, s = tx.update(g, s)
    return optax.apply_updates(p, u), s, loss, g


rng = np.random.default_rng(0)
# features: SST, air temp, wind speed, ice age, snow, day of year -> melt-pond fraction
x = jnp.asarray(rng.normal(0, 1, (200, 6)), jnp.float32)
y = jnp.asarray(np.clip(0.2 + 0.1 * np.asarray(x[:, 1]) - 0.05 * np.asarray(x[:, 3]), 0, 1), jnp.float32)
params = init(jax.random.PRNGKey(0))
state = tx.init(params)
log = Logger(every=10)
for step in range(60):
    params, state, loss, grads = train_step(params, state, x, y)
    log(step, params, grads)
print(log.history[-1], float(loss))

from functools import partial

import jax
import jax.numpy as jnp
import optax

from losses import AdaptiveWeight, data_loss, mass_residual


def model(params, x):
    return x + jnp.tanh(x @ params["w"]) @ params["v"]


@partial(jax.jit, static_argnames=("lam",))
def train_step(params, opt_state, x, y, lam):
    def total(p):
        pred = model(p, x)
        d, m = data_loss(pred, y), mass_residual(pred, x)
        return d + lam * m, (d, m)

    (loss, (d, m)), grads = jax.value_and_grad(total, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, d, m


k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
x = jax.nn.softmax(jax.random.normal(k1, (64, 10)))
y = jnp.roll(x, 1, axis=-1)
params = {"w": 0.1 * jax.random.normal(k2, (10, 16)), "v": 0.1 * jax.random.normal(k3, (16, 10))}
tx = optax.adam(1e-2)
opt_state = tx.init(params)
weight = AdaptiveWeight()

for step in range(6):
    params, opt_state, d, m = train_step(params, opt_state, x, y, lam=weight.value)
    weight.update(float(d), float(m))
    print(step, float(d), float(m), weight.value)

import jax
import jax.numpy as jnp
import numpy as np
import optax
from params import init_params

rng = np.random.default_rng(7)
X = rng.normal(size=(300, 4)).astype(np.float32)
rent = (1500 + X @ np.array([200, -80, 50, 120], np.float32)) / 1000.0

opt = optax.adam(0.05)

@jax.jit
def rent_adam_step(params, opt_state, X, y):
    def loss(p):
        return jnp.mean((X @ p["beta"] + p["intercept"] - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    updates, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, l

params = init_params(jax.random.PRNGKey(0), 4)
opt_state = opt.init(params)
for step in range(60):
    params, opt_state, l = rent_adam_step(params, opt_state, X, rent)
print(float(l), float(params["intercept"]))

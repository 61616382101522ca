import jax.numpy as jnp
import numpy as np

from model import DOWN, UP, damped_gauss_newton, so2_decay

rng = np.random.default_rng(138)
t = jnp.linspace(0, 20, 60)
obs = so2_decay(jnp.array([1500.0, 0.25, 200.0]), t) + jnp.asarray(rng.normal(0, 20, 60), jnp.float32)
theta, lam = jnp.array([1000.0, 0.1, 100.0]), 1.0
for it in range(10):
    new, cost, new_cost = damped_gauss_newton(theta, t, obs, lam)
    if new_cost < cost:
        theta, lam = new, lam * DOWN
    else:
        lam = lam * UP
print(np.round(np.asarray(theta), 3))

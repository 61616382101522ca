import numpy as np
import jax
import jax.numpy as jnp

from net import fan_power_net, make_activation

k1, k2 = jax.random.split(jax.random.PRNGKey(2))
params = {"w1": jax.random.normal(k1, (3, 16)) * 0.4, "b1": jnp.zeros(16), "w2": jax.random.normal(k2, (16, 1)) * 0.4}
rng = np.random.default_rng(0)
for hour in range(8):
    x = jnp.asarray(rng.uniform(0, 1, size=(30, 3)), jnp.float32)  # speed, static pressure, filter dP
    kw = fan_power_net(params, x, activation=make_activation())
    print(hour, round(float(kw.mean()), 3))

import numpy as np
import equinox as eqx
import jax.numpy as jnp

from envelope import Envelope


@eqx.filter_jit
def annual_heating_kwh(env, t_out_hourly, t_balance):
    dd = jnp.clip(t_balance - t_out_hourly, 0.0, None)
    return env.ua() * dd.sum() / 1000.0


rng = np.random.default_rng(8)
t_out = jnp.asarray(10 + 9 * np.sin(np.linspace(0, 2 * np.pi, 8760)) + rng.normal(0, 3, 8760), jnp.float32)
portfolio = {
    "school": (np.array([0.35, 0.35, 0.3, 0.3, 0.2]), np.array([600, 600, 400, 400, 1200.0]), np.array(0.5)),
    "office": (np.array([0.28, 0.28, 0.25, 0.25, 0.18]), np.array([900, 900, 500, 500, 1500.0]), np.array(0.3)),
    "depot": (np.array([0.6, 0.6, 0.5, 0.5, 0.4]), np.array([300, 300, 800, 800, 2000.0]), np.array(1.2)),
}
for name, (u, a, ach) in portfolio.items():
    env = Envelope(u.astype(np.float32), a.astype(np.float32), ach.astype(np.float32))
    print(name, round(float(annual_heating_kwh(env, t_out, jnp.float32(15.5))), 0))

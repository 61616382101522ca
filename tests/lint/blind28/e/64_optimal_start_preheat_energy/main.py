import numpy as np
import jax
import jax.numpy as jnp

from sources import setpoint_from_bas, setpoint_from_optimizer


@jax.jit
def preheat_energy(t_zone0, setpoint, t_out, ua, cap):
    def step(t, to):
        q = jnp.clip(3.0 * (setpoint - t), 0.0, 10.0)
        return t + ((to - t) * ua + q) / cap, q

    _, q = jax.lax.scan(step, t_zone0, t_out)
    return q.sum()


rng = np.random.default_rng(1)
prices = np.array([0.12, 0.18, 0.22], np.float32)
t_out = jnp.asarray(np.linspace(-2, 4, 12), jnp.float32)
for zone in range(6):
    sp = setpoint_from_bas(zone, rng) if zone % 2 else setpoint_from_optimizer(zone, prices)
    e = preheat_energy(jnp.float32(17.0), sp, t_out, jnp.float32(0.3), jnp.float32(8.0))
    print(zone, type(sp).__name__, round(float(e), 2))

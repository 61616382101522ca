import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import CriticalPowerModel


@eqx.filter_jit
def critical_power_step(model, power, tte):
    def loss(m):
        return jnp.mean((jnp.log(m.time_to_exhaustion(power)) - jnp.log(tte)) ** 2)
    g = eqx.filter_grad(loss)(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda x: -0.05 * x * 100.0, g))


rng = np.random.default_rng(68)
power = jnp.array([300.0, 340.0, 380.0, 450.0])
fits = {}
for name, cp, wp in [("cyclist_A", 260.0, 18000.0), ("cyclist_B", 290.0, 15000.0), ("cyclist_C", 245.0, 22000.0)]:
    tte = wp / (power - cp) * (1 + 0.03 * rng.normal(size=4))
    m = CriticalPowerModel(jnp.array(250.0), jnp.array(20000.0))
    for _ in range(100):
        m = critical_power_step(m, power, jnp.asarray(tte, jnp.float32))
    fits[name] = m
    print(name, "CP", round(float(m.cp), 1), "W'", round(float(m.w_prime)))

import jax.numpy as jnp
from projection import project_catch
from scenarios import STATUS_QUO_F, alternative_F

ages = jnp.arange(1, 11, dtype=jnp.float32)
n0 = 1e6 * jnp.exp(-0.5 * ages)
sel = 1 / (1 + jnp.exp(-(ages - 3)))
waa = 0.02 * ages ** 2.5
base = project_catch(n0, STATUS_QUO_F, jnp.float32(0.2), sel, waa)
print("status quo 10y catch", round(float(base.sum()), 1))
for F in alternative_F():
    c = project_catch(n0, F, jnp.float32(0.2), sel, waa)
    print("F", round(float(F), 2), round(float(c.sum() / base.sum()), 3))

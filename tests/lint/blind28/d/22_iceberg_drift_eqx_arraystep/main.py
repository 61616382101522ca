import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class IcebergDrift(eqx.Module):
    """Wind/current/Coriolis drift for icebergs (Bigg et al. 1997 style), hourly forcing table."""
    wind: jax.Array
    current: jax.Array
    c_air: float = 0.0015
    f: float = 1.4e-4

    def velocity(self, hour, v):
        w = self.wind[hour]
        c = self.current[hour]
        rel_w = w - v
        drag = self.c_air * jnp.linalg.norm(rel_w) * rel_w
        cor = self.f * jnp.array([v[1], -v[0]])
        return c + 50.0 * drag + cor


@eqx.filter_jit
def advect(model, pos, vel, hour):
    v_new = 0.7 * vel + 0.3 * model.velocity(hour, vel)
    return pos + 3600.0 * v_new, v_new


rng = np.random.default_rng(4)
model = IcebergDrift(wind=jnp.asarray(rng.normal(0, 8.0, (48, 2)), jnp.float32),
                     current=jnp.asarray(rng.normal(0, 0.1, (48, 2)), jnp.float32))
pos = jnp.zeros(2)
vel = jnp.zeros(2)
for hour in range(48):
    pos, vel = advect(model, pos, vel, jnp.asarray(hour))
print(f"iceberg displacement after 48 h: {float(pos[0])/1e3:.1f} km east, {float(pos[1])/1e3:.1f} km north")

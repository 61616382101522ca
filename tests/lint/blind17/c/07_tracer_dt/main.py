import jax
import jax.numpy as jnp

from config import SolverConfig
from timeline import obs_times, intervals


@jax.jit
def advect(q, u, v, dt):
    dqdx = (jnp.roll(q, -1, axis=1) - jnp.roll(q, 1, axis=1)) * 0.5
    dqdy = (jnp.roll(q, -1, axis=0) - jnp.roll(q, 1, axis=0)) * 0.5
    return q - dt * (u * dqdx + v * dqdy)


cfg = SolverConfig()
yy, xx = jnp.meshgrid(jnp.linspace(-1, 1, cfg.ny), jnp.linspace(-1, 1, cfg.nx), indexing="ij")
q = jnp.exp(-10.0 * (xx**2 + yy**2))

for _ in range(cfg.spinup_steps):
    q = advect(q, cfg.u, cfg.v, cfg.dt)

for dt in intervals(obs_times()):
    q = advect(q, cfg.u, cfg.v, dt)
    print(f"dt={dt:.3f} mass={float(q.sum()):.4f}")

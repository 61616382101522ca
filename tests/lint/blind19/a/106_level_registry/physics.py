import jax
import jax.numpy as jnp


@jax.jit
def fall(bodies, dt):
    out = {}
    for name, b in bodies.items():
        vel = b["vel"] + dt * jnp.array([0.0, -9.81, 0.0])
        pos = b["pos"] + dt * vel
        hit = pos[1] < 0.0
        vel = vel.at[1].set(jnp.where(hit, -0.5 * vel[1], vel[1]))
        pos = pos.at[1].set(jnp.maximum(pos[1], 0.0))
        out[name] = {"pos": pos, "vel": vel}
    return out

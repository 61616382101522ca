import jax
import jax.numpy as jnp


@jax.jit
def leapfrog(pos, vel, dt, softening=0.05):
    def acc(p):
        d = p[None, :, :] - p[:, None, :]
        r2 = jnp.sum(d**2, -1) + softening**2
        return jnp.sum(d / r2[..., None] ** 1.5, axis=1)
    vel = vel + 0.5 * dt * acc(pos)
    pos = pos + dt * vel
    vel = vel + 0.5 * dt * acc(pos)
    return pos, vel


key = jax.random.PRNGKey(1)
pos = jax.random.normal(key, (16, 2))
vel = jnp.zeros_like(pos)
for i in range(6):
    if i % 2 == 0:
        pos, vel = leapfrog(pos, vel, 0.01)
    else:
        pos, vel = leapfrog(pos, vel, dt=0.01)
print(float(jnp.abs(vel).mean()))

import jax
import jax.numpy as jnp

from energy import cluster_energy

force_fn = jax.jit(jax.grad(cluster_energy))


def fire_minimize(pos, n_iter=12, dt=0.005, dt_max=0.02, alpha0=0.1):
    vel = jnp.zeros_like(pos)
    alpha = alpha0
    for _ in range(n_iter):
        forces = -force_fn(pos)
        power = float(jnp.sum(forces * vel))
        if power > 0:
            vnorm = jnp.linalg.norm(vel)
            fnorm = jnp.linalg.norm(forces) + 1e-12
            vel = (1 - alpha) * vel + alpha * vnorm * forces / fnorm
            dt = min(dt * 1.1, dt_max)
            alpha *= 0.99
        else:
            vel = jnp.zeros_like(vel)
            dt *= 0.5
            alpha = alpha0
        vel = vel + dt * forces
        pos = pos + dt * vel
    return pos

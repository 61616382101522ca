import jax
import jax.numpy as jnp


def quat_mul(a, b):
    w1, x1, y1, z1 = a[..., 0], a[..., 1], a[..., 2], a[..., 3]
    w2, x2, y2, z2 = b[..., 0], b[..., 1], b[..., 2], b[..., 3]
    return jnp.stack([
        w1 * w2 - x1 * x2 - y1 * y2 - z1 * z2,
        w1 * x2 + x1 * w2 + y1 * z2 - z1 * y2,
        w1 * y2 - x1 * z2 + y1 * w2 + z1 * x2,
        w1 * z2 + x1 * y2 - y1 * x2 + z1 * w2,
    ], axis=-1)


class RigidWorld:
    def __init__(self, n_bodies, gravity=-9.81, floor=0.0):
        self.gravity = gravity
        self.floor = floor
        self.pos = jnp.zeros((n_bodies, 3)).at[:, 1].set(jnp.linspace(1.0, 3.0, n_bodies))
        self.vel = jnp.zeros((n_bodies, 3))
        self.quat = jnp.tile(jnp.array([1.0, 0.0, 0.0, 0.0]), (n_bodies, 1))
        self.omega = jnp.ones((n_bodies, 3)) * 0.3

    def _integrate(self, pos, vel, quat, omega, dt):
        vel = vel.at[:, 1].add(self.gravity * dt)
        pos = pos + dt * vel
        below = pos[:, 1] < self.floor
        vel = vel.at[:, 1].set(jnp.where(below, -0.6 * vel[:, 1], vel[:, 1]))
        pos = pos.at[:, 1].set(jnp.maximum(pos[:, 1], self.floor))
        dq = jnp.concatenate([jnp.zeros_like(omega[:, :1]), omega], axis=1)
        quat = quat + 0.5 * dt * quat_mul(dq, quat)
        quat = quat / jnp.linalg.norm(quat, axis=1, keepdims=True)
        return pos, vel, quat

    def step(self, dt):
        integrate = jax.jit(lambda p, v, q, w, h: self._integrate(p, v, q, w, h))
        self.pos, self.vel, self.quat = integrate(self.pos, self.vel, self.quat, self.omega, dt)

    def kinetic_energy(self):
        return 0.5 * float(jnp.sum(self.vel ** 2))

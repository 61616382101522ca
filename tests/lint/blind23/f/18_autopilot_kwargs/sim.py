import jax.numpy as jnp

from control import pid_update

GAINS = jnp.array([0.08, 0.01, 0.02])


class AltitudeHold:
    def __init__(self, target, dt=0.05):
        self.target = target
        self.dt = dt
        self.integ = jnp.float32(0.0)
        self.prev = jnp.float32(0.0)

    def engage(self, h):
        err = self.target - h
        u, self.integ = pid_update(self.integ, err, err, GAINS, self.dt)
        self.prev = err
        return u

    def command(self, h):
        err = self.target - h
        u, self.integ = pid_update(self.integ, self.prev, err, gains=GAINS, dt=self.dt)
        self.prev = err
        return u

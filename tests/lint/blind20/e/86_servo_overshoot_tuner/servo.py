import jax.numpy as jnp


class ServoController:
    def __init__(self, kp=2, kd=0.5):
        self._kp = kp
        self._kd = kd

    @property
    def gains(self):
        return (jnp.asarray([self._kp], dtype=jnp.float32),
                jnp.asarray([self._kd], dtype=jnp.float32))

    def retune(self, overshoot):
        if overshoot > 0.1:
            self._kp = self._kp * 0.9
        else:
            self._kp = self._kp * 1.1

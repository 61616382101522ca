import jax.numpy as jnp


class Tank:
    def __init__(self, name, setpoint, volume_hl):
        self.name = name
        self._setpoint = setpoint
        self.volume_hl = volume_hl

    @property
    def setpoint(self):
        return jnp.asarray(self._setpoint, dtype=jnp.float32)

    @property
    def volume(self):
        return jnp.asarray(self.volume_hl, dtype=jnp.float32)

import jax
import jax.numpy as jnp


class GlycolController:
    gain = 0.6
    deadband = 0.5

    @staticmethod
    @jax.jit
    def valve_command(temps, setpoint, gain, deadband):
        err = temps - setpoint
        cmd = jnp.where(jnp.abs(err) > deadband, gain * err, 0.0)
        return jnp.clip(cmd, 0.0, 1.0)

    def step(self, temps, setpoint):
        return self.valve_command(temps, setpoint, self.gain, self.deadband)

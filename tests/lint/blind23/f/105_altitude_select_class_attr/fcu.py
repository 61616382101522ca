import jax.numpy as jnp


class FlightControlUnit:
    selected_altitude = 3000.0  # ft, default after power-up
    vs_limit = 1500.0

    def select(self, altitude_ft):
        # altitude knob value arrives from the bus as float32
        self.selected_altitude = jnp.float32(altitude_ft)

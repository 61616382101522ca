import jax
import jax.numpy as jnp


class YieldMonitor:
    def __init__(self, header_width_m, moisture_std=15.5):
        self.header_width = header_width_m
        self.moisture_std = moisture_std

    def dry_yield(self, mass_flow_kgs, speed_ms, moisture_pct):
        area_rate = self.header_width * speed_ms
        wet = mass_flow_kgs / jnp.maximum(area_rate, 0.1) * 10.0
        dry = wet * (100.0 - moisture_pct) / (100.0 - self.moisture_std)
        kernel = jnp.ones(5) / 5.0
        return jnp.convolve(dry, kernel, mode="same")

    def process_pass(self, log):
        return jax.jit(self.dry_yield)(log["flow"], log["speed"], log["moisture"])

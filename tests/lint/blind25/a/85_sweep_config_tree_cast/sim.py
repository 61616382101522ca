import jax
import jax.numpy as jnp

TAW = 100.0


@jax.jit
def simulate_policy(cfg, et0, rain):
    def day(carry, inp):
        depletion, applied = carry
        e, r = inp
        depletion = jnp.clip(depletion + cfg["kc_mid"] * e - r, 0.0, TAW)
        irrigate = depletion > cfg["irrigation_trigger"] * TAW
        dose = jnp.where(irrigate, cfg["refill_mm"], 0.0)
        return (jnp.maximum(depletion - dose, 0.0), applied + dose), depletion

    (final, applied), path = jax.lax.scan(day, (jnp.float32(20.0), jnp.float32(0.0)), (et0, rain))
    stress_days = jnp.sum(path > 0.6 * TAW)
    return applied, stress_days

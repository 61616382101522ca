import jax
import jax.numpy as jnp


def specific_range(mass_t, mach, alt_kft):
    # NM per kg of fuel, simple parabolic fit
    return 0.1 * (1.3 - 0.006 * mass_t) * (1 - 8 * (mach - 0.78) ** 2) * (1 + 0.004 * (alt_kft - 35))


def fleet_specific_range(mass, mach, alt):
    batched = jax.jit(jax.vmap(specific_range))
    return batched(mass, mach, alt)

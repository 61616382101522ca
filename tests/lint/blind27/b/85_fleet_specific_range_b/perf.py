import jax


def cruise_sr(mass_t, mach, alt_kft):
    # NM per kg of fuel, simple parabolic fit
    return 0.1 * (1.3 - 0.006 * mass_t) * (1 - 8 * (mach - 0.78) ** 2) * (1 + 0.004 * (alt_kft - 35))


batched_sr = jax.jit(jax.vmap(cruise_sr))


def fleet_sr(mass, mach, alt):
    return batched_sr(mass, mach, alt)

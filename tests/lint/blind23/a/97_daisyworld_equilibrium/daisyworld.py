import diffrax
import equinox as eqx
import jax.numpy as jnp


def daisy_rhs(t, y, args):
    white, black = y
    luminosity = args
    bare = jnp.maximum(1 - white - black, 0.0)
    albedo = 0.75 * white + 0.25 * black + 0.5 * bare
    T_planet = (917 * luminosity * (1 - albedo) / 5.67e-8 / 4) ** 0.25
    Tw = 20 * (albedo - 0.75) + T_planet
    Tb = 20 * (albedo - 0.25) + T_planet
    growth = lambda T: jnp.clip(1 - 0.003265 * (295.5 - T) ** 2, 0.0)
    return jnp.stack([white * (bare * growth(Tw) - 0.3), black * (bare * growth(Tb) - 0.3)])


@eqx.filter_jit
def equilibrium_cover(luminosity, solver, controller):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(daisy_rhs), solver, 0.0, 200.0, 0.1,
                              jnp.array([0.01, 0.01]), args=luminosity,
                              stepsize_controller=controller, max_steps=20000)
    return sol.ys[-1]

import equinox as eqx
import jax
import jax.numpy as jnp


def solvent_profile_rhs(t, c, args):
    # 1-D Fickian diffusion of PGMEA through the resist film with surface evaporation
    D, k_evap, dz = args
    lap = jnp.concatenate([c[1:2] - c[:1], c[2:] - 2 * c[1:-1] + c[:-2], c[-2:-1] - c[-1:]]) / dz ** 2
    flux = jnp.zeros_like(c).at[-1].set(-k_evap * c[-1] / dz)
    return D * lap + flux


@eqx.filter_jit
def soft_bake(c0, bake_time_s, D, k_evap):
    dz = 0.1 / (c0.shape[0] - 1)
    n_steps = 400
    dt = bake_time_s / n_steps

    def step(c, _):
        return c + dt * solvent_profile_rhs(0.0, c, (D, k_evap, dz)), None

    c, _ = jax.lax.scan(step, c0, None, length=n_steps)
    return c

import diffrax
import equinox as eqx
import jax.numpy as jnp


def clothing_heat(t, y, args):
    skin, cloth = y
    r_cl, ambient, metabolic = args
    q_skin_cloth = (skin - cloth) / r_cl
    q_cloth_air = (cloth - ambient) / 0.1
    return jnp.stack([(metabolic - q_skin_cloth) / 3.5, (q_skin_cloth - q_cloth_air) / 0.8])


@eqx.filter_jit
def manikin_trial(r_cl, ambient, metabolic, duration_min):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(clothing_heat), diffrax.Kvaerno3(), t0=0.0, t1=duration_min, dt0=0.5,
        y0=jnp.array([34.0, 28.0]), args=(r_cl, ambient, metabolic),
        stepsize_controller=diffrax.PIDController(rtol=1e-4, atol=1e-4),
        saveat=diffrax.SaveAt(t1=True))
    return sol.ys[-1]

import diffrax
import jax.numpy as jnp


def peb_rhs(t, y, args):
    """Chemically amplified resist: acid-quencher neutralisation and deprotection."""
    acid, quencher, protected = y
    k_amp, k_q = args
    d_acid = -k_q * acid * quencher
    d_quencher = -k_q * acid * quencher
    d_protected = -k_amp * acid * protected
    return jnp.stack([d_acid, d_quencher, d_protected])


def bake(acid0, quencher0, args, bake_time_s):
    y0 = jnp.stack([acid0, quencher0, jnp.float32(1.0)])
    sol = diffrax.diffeqsolve(diffrax.ODETerm(peb_rhs), diffrax.Kvaerno5(), t0=0.0, t1=bake_time_s,
                              dt0=0.5, y0=y0, args=args,
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7))
    return sol.ys[-1]

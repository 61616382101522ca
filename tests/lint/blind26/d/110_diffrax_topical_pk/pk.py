import diffrax
import jax
import jax.numpy as jnp

MAX_STEPS = 512


def topical_pk(t, y, args):
    # eye drop: tear film -> cornea -> aqueous humour
    k_tc, k_ca, k_out = args
    tear, cornea, aq = y
    return jnp.stack([-k_tc * tear - 0.5 * tear, k_tc * tear - k_ca * cornea, k_ca * cornea - k_out * aq])


@jax.jit
def aqueous_profile(dose, args, t1):
    ts = jnp.linspace(0.0, 1.0, 9) * t1
    sol = diffrax.diffeqsolve(diffrax.ODETerm(topical_pk), diffrax.Tsit5(), t0=0.0, t1=t1, dt0=0.05,
                              y0=jnp.stack([dose, 0.0, 0.0]), args=args, max_steps=MAX_STEPS,
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7),
                              saveat=diffrax.SaveAt(ts=ts))
    return ts, sol.ys[:, 2]

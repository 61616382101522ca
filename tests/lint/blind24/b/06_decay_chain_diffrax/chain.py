import diffrax
import jax
import jax.numpy as jnp

# Mo-99 -> Tc-99m -> Tc-99 (decay constants in 1/h)
LAMBDAS = jnp.array([jnp.log(2.0) / 65.94, jnp.log(2.0) / 6.0067, 0.0])
BRANCH = 0.875
T_SAVE = jnp.linspace(0.0, 96.0, 49)


def bateman(t, n, args):
    l = LAMBDAS
    return jnp.array([
        -l[0] * n[0],
        BRANCH * l[0] * n[0] - l[1] * n[1],
        (1 - BRANCH) * l[0] * n[0] + l[1] * n[1],
    ])


@jax.jit
def inventory(n0):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(bateman), diffrax.Kvaerno5(), t0=0.0, t1=96.0, dt0=0.1, y0=n0,
        saveat=diffrax.SaveAt(ts=T_SAVE),
        stepsize_controller=diffrax.PIDController(rtol=1e-7, atol=1e-9),
    )
    return sol.ys

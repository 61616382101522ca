import jax
import jax.numpy as jnp
import diffrax

BASE = {"hire_rate": 8.0, "quit_rate": 0.02, "freeze_start": float("inf")}
SCENARIOS = {
    "baseline": dict(BASE),
    "freeze_q3": dict(BASE, freeze_start=6.0),
    "aggressive": dict(BASE, hire_rate=14.0),
}


def staffing_rhs(t, n, args):
    hires = jnp.where(t >= args["freeze_start"], 0.0, args["hire_rate"])
    return hires - args["quit_rate"] * n


@jax.jit
def year_end_staff(n0, args):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(staffing_rhs), diffrax.Tsit5(), 0.0, 12.0, 0.1, n0,
                              args=args, saveat=diffrax.SaveAt(t1=True))
    return sol.ys[-1]


for name, args in SCENARIOS.items():
    print(name, round(float(year_end_staff(jnp.float32(250.0), args)), 1))

import diffrax
import equinox as eqx
import jax.numpy as jnp


def climb_rhs(t, y, args):
    # y = [altitude ft, mass kg]; args = (thrust_N, fuel_flow_kg_s)
    thrust, ff = args
    alt, mass = y
    rho_ratio = jnp.exp(-alt / 30000.0)
    roc = (thrust * rho_ratio / (mass * 9.81) - 0.05) * 250.0 * 196.85  # fpm
    return jnp.stack([roc / 60.0, -ff * rho_ratio])


@eqx.filter_jit
def simulate_climb(y0, args, t1):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(climb_rhs), diffrax.Tsit5(), t0=0.0, t1=t1, dt0=5.0, y0=y0,
        args=args, saveat=diffrax.SaveAt(t1=True), max_steps=4096,
    )
    return sol.ys[-1]

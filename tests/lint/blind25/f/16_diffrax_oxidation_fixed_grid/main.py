import diffrax
import equinox as eqx
import jax.numpy as jnp
import numpy as np

K_BOLTZ = 8.617e-5  # eV/K
N_SAMPLES = 50


def deal_grove_rhs(t, x, args):
    B, BA = args
    # dx/dt = B / (2x + A), A = B / (B/A)
    A = B / BA
    return B / (2 * x + A)


def rate_constants(temp_c, wet):
    T = temp_c + 273.15
    if wet:
        B = 386.0 * jnp.exp(-0.78 / (K_BOLTZ * T))
        BA = 9.7e7 * jnp.exp(-2.05 / (K_BOLTZ * T))
    else:
        B = 772.0 * jnp.exp(-1.23 / (K_BOLTZ * T))
        BA = 3.71e6 * jnp.exp(-2.00 / (K_BOLTZ * T))
    return B, BA  # um^2/h, um/h


@eqx.filter_jit
def grow_oxide(args, t_end, x0):
    ts = t_end * jnp.linspace(0.0, 1.0, N_SAMPLES)
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(deal_grove_rhs), diffrax.Dopri5(), t0=0.0, t1=t_end, dt0=t_end / 100,
        y0=x0, args=args, saveat=diffrax.SaveAt(ts=ts),
        stepsize_controller=diffrax.PIDController(rtol=1e-6, atol=1e-8))
    return sol.ys


def main():
    furnace_runs = [(900.0, 1.0), (1000.0, 0.5), (1050.0, 2.0), (1100.0, 0.25), (950.0, 3.0)]
    x0 = jnp.float32(0.002)  # native oxide, um
    for temp_c, hours in furnace_runs:
        B, BA = rate_constants(temp_c, wet=False)
        profile = grow_oxide((jnp.float32(B), jnp.float32(BA)), jnp.float32(hours), x0)
        print(f"dry {temp_c:.0f}C {hours}h -> {float(profile[-1]) * 1e3:.1f} nm")


if __name__ == "__main__":
    main()

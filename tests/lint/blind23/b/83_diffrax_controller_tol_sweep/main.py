import diffrax
import equinox as eqx
import jax.numpy as jnp


def omori_rate(t, y, args):
    # ETAS-like mean-field aftershock rate with triggering decay
    k, c, p = args
    return k / (t + c) ** p - 0.01 * y


@eqx.filter_jit
def cumulative_aftershocks(args, controller):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(omori_rate), diffrax.Dopri5(), t0=0.0, t1=30.0, dt0=0.01,
        y0=jnp.float32(0.0), args=args, stepsize_controller=controller,
        saveat=diffrax.SaveAt(ts=jnp.linspace(0.0, 30.0, 31)), max_steps=10000,
    )
    return sol.ys


def main():
    args = (jnp.float32(50.0), jnp.float32(0.05), jnp.float32(1.1))
    for rtol in (1e-3, 1e-4, 1e-5, 1e-6):
        ctrl = diffrax.PIDController(rtol=rtol, atol=rtol * 1e-2)
        ys = cumulative_aftershocks(args, ctrl)
        print(rtol, float(ys[-1]))


if __name__ == "__main__":
    main()

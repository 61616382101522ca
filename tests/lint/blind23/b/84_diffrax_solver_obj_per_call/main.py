import diffrax
import equinox as eqx
import jax.numpy as jnp


def omori_rate(t, y, args):
    k, c, p = args
    return k / (t + c) ** p - 0.01 * y


@eqx.filter_jit
def aftershock_count(args, solver, controller):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(omori_rate), solver, t0=0.0, t1=30.0, dt0=0.01,
        y0=jnp.float32(0.0), args=args, stepsize_controller=controller,
        saveat=diffrax.SaveAt(ts=jnp.linspace(0.0, 30.0, 31)), max_steps=10000,
    )
    return sol.ys


def forecast(k, c, p):
    args = (jnp.float32(k), jnp.float32(c), jnp.float32(p))
    return aftershock_count(args, diffrax.Dopri5(), diffrax.PIDController(rtol=1e-5, atol=1e-7))


def main():
    for k, c, p in [(50.0, 0.05, 1.1), (80.0, 0.02, 1.05), (30.0, 0.1, 1.2), (60.0, 0.05, 1.0)]:
        ys = forecast(k, c, p)
        print(k, c, p, float(ys[-1]))


if __name__ == "__main__":
    main()

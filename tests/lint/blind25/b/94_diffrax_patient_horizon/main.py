import numpy as np
import jax
import jax.numpy as jnp
import diffrax


def follow_up_hours(n=5, seed=0):
    rng = np.random.default_rng(seed)
    return [float(h) for h in rng.choice([72.0, 96.0, 120.0, 168.0], n)]


def indirect_response(t, r, args):
    kin, kout, imax, ic50, k = args
    conc = 10.0 * jnp.exp(-k * t)
    return kin * (1 - imax * conc / (ic50 + conc)) - kout * r


@jax.jit
def biomarker_course(args, r0, t_end):
    ts = jnp.linspace(0.0, t_end, 20)
    sol = diffrax.diffeqsolve(diffrax.ODETerm(indirect_response), diffrax.Tsit5(), t0=0.0, t1=t_end, dt0=0.5,
                              y0=r0, args=args, saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=diffrax.PIDController(rtol=1e-4, atol=1e-6))
    return ts, sol.ys


def main():
    args = (jnp.float32(5.0), jnp.float32(0.05), jnp.float32(0.9), jnp.float32(2.0), jnp.float32(0.1))
    r0 = jnp.float32(100.0)
    for pid, hours in enumerate(follow_up_hours()):
        ts, r = biomarker_course(args, r0, jnp.float32(hours))
        print(f"patient {pid}: follow-up {hours:.0f} h, nadir {float(r.min()):.1f} at {float(ts[jnp.argmin(r)]):.0f} h")


if __name__ == "__main__":
    main()

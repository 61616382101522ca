import diffrax
import jax
import jax.numpy as jnp

MU = 398600.4418
SAMPLES_PER_PASS = 16


def dyn(t, y, args):
    r = y[:3]
    return jnp.concatenate([y[3:], -MU * r / jnp.linalg.norm(r) ** 3])


@jax.jit
def pass_track(y0, aos, los):
    ts = jnp.linspace(aos, los, SAMPLES_PER_PASS)
    sol = diffrax.diffeqsolve(diffrax.ODETerm(dyn), diffrax.Dopri5(), t0=0.0, t1=los, dt0=5.0, y0=y0,
                              saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=diffrax.PIDController(rtol=1e-7, atol=1e-7), max_steps=4096)
    return sol.ys


def main():
    y0 = jnp.array([7000.0, 0.0, 0.0, 0.0, 5.3, 5.3])
    windows = [(600.0, 1080.0), (6400.0, 7000.0), (12300.0, 12660.0)]
    for aos, los in windows:
        ys = pass_track(y0, aos, los)
        print(aos, los, ys.shape, round(float(jnp.linalg.norm(ys[-1, :3])), 2))


if __name__ == "__main__":
    main()

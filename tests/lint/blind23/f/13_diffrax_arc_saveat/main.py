import diffrax
import equinox as eqx
import jax.numpy as jnp

MU = 398600.4418


def two_body(t, y, args):
    r = y[:3]
    return jnp.concatenate([y[3:], -MU * r / jnp.linalg.norm(r) ** 3])


@eqx.filter_jit
def propagate_arc(y0, t1):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(two_body), diffrax.Tsit5(), t0=0.0, t1=t1, dt0=10.0, y0=y0,
        stepsize_controller=diffrax.PIDController(rtol=1e-8, atol=1e-8), max_steps=4096,
    )
    return sol.ys[-1]


def main():
    y0 = jnp.array([7000.0, 0.0, 0.0, 0.0, 7.546, 0.0])
    obs_times = jnp.array([300.0, 900.0, 1800.0, 2700.0])
    for t in obs_times:
        y = propagate_arc(y0, t)
        print(float(t), [round(float(v), 3) for v in y[:3]])


if __name__ == "__main__":
    main()

import numpy as np
import diffrax
import jax
import jax.numpy as jnp

RE = 6378.137
MU = 398600.4418


def srp_orbit(t, y, args):
    r, v = y[:3], y[3:]
    sun = jnp.array([1.0, 0.0, 0.0])
    a_srp = args["p_srp"] * args["cr"] * args["area_to_mass"] * sun * 1e-3
    return jnp.concatenate([v, -MU * r / jnp.linalg.norm(r) ** 3 + a_srp])


@jax.jit
def srp_arc(y0, args):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(srp_orbit), diffrax.Tsit5(), 0.0, 43200.0, 60.0, y0, args=args,
                              stepsize_controller=diffrax.PIDController(rtol=1e-6, atol=1e-6), max_steps=4096)
    return sol.ys[-1, :3]


def main():
    rng = np.random.default_rng(4)
    y0 = jnp.array([26560.0, 0.0, 0.0, 0.0, 3.874, 0.0])
    for trial in range(5):
        args = {"p_srp": 4.56e-6, "cr": float(rng.normal(1.3, 0.05)), "area_to_mass": 0.02}
        print(trial, round(args["cr"], 3), [round(float(v), 4) for v in srp_arc(y0, args)])


if __name__ == "__main__":
    main()

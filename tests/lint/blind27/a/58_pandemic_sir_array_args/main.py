import jax
import jax.numpy as jnp
import diffrax

from scenarios import NAMES, TABLE


def field(t, y, args):
    beta, gamma, ifr = args
    s, i, d = y
    inf = beta * s * i
    return jnp.stack([-inf, inf - gamma * i, gamma * i * ifr])


@jax.jit
def scenario_mortality(params):
    beta, gamma, ifr, horizon = params
    sol = diffrax.diffeqsolve(diffrax.ODETerm(field), diffrax.Dopri5(), t0=0.0, t1=horizon, dt0=0.1,
                              y0=jnp.array([0.999, 0.001, 0.0]), args=(beta, gamma, ifr),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7),
                              max_steps=4096)
    return sol.ys[-1, 2]


def main():
    for name, row in zip(NAMES, TABLE):
        print(name, round(float(scenario_mortality(jnp.asarray(row))) * 1e5, 1), "per 100k")


if __name__ == "__main__":
    main()

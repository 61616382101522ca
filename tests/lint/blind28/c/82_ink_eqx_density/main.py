import diffrax
import equinox as eqx
import jax.numpy as jnp
import numpy as np


def fading(t, y, args):
    return -args * y * (1.0 - 0.3 * y)


@eqx.filter_jit
def ink_density_at(rate, age, solver):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(fading), solver, t0=0.0, t1=age, dt0=1.0,
                              y0=jnp.array(1.0), args=rate,
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7))
    return sol.ys[-1]


def main():
    rng = np.random.default_rng(82)
    for charter in range(5):
        rate = jnp.asarray(rng.uniform(0.001, 0.01), dtype=jnp.float32)
        age = jnp.asarray(rng.uniform(100, 600), dtype=jnp.float32)
        print(charter, round(float(ink_density_at(rate, age, diffrax.Tsit5())), 4))


if __name__ == "__main__":
    main()

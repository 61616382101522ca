import diffrax
import equinox as eqx
import jax.numpy as jnp
import numpy as np


def humid_fading(t, y, args):
    rate, humidity = args
    return -rate * (1.0 + humidity) * y


@eqx.filter_jit
def density_after(age, rate, humidity):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(humid_fading), diffrax.Tsit5(), t0=0.0, t1=age,
                              dt0=1.0, y0=jnp.array(1.0), args=(rate, humidity),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7))
    return sol.ys[-1]


def main():
    rng = np.random.default_rng(83)
    for charter in range(5):
        rate = jnp.float32(rng.uniform(0.001, 0.01))
        humidity = jnp.float32(rng.uniform(0.3, 0.8))
        age = jnp.float32(rng.uniform(100, 600))
        print(charter, round(float(density_after(age, rate, humidity)), 4))


if __name__ == "__main__":
    main()

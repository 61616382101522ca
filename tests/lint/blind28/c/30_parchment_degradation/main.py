import diffrax
import jax
import jax.numpy as jnp
import numpy as np

N_SAVE = 8


def parchment_rhs(t, y, args):
    humidity, k = args
    gelatin, collagen = y
    return jnp.stack([-k * humidity * gelatin, k * humidity * gelatin - 0.1 * k * collagen])


@jax.jit
def degrade_to(age, humidity):
    ts = jnp.linspace(0.0, 1.0, N_SAVE) * age
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(parchment_rhs), diffrax.Dopri5(),
        t0=0.0, t1=age, dt0=0.5, y0=jnp.array([1.0, 0.0]),
        args=(humidity, 0.003), saveat=diffrax.SaveAt(ts=ts),
        stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7),
    )
    return sol.ys


def main():
    ages = {"psalter": 650.0, "cartulary": 480.0, "register": 210.0, "letter_book": 120.0}
    for name, age in ages.items():
        ys = degrade_to(age, 0.6)
        print(name, np.round(np.asarray(ys[-1]), 3).tolist())


if __name__ == "__main__":
    main()

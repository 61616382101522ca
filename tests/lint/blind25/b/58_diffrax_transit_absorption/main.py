import diffrax
import equinox as eqx
import jax.numpy as jnp
import numpy as np


def transit_rhs(t, y, args):
    ktr, ke = args
    a0, a1, a2, central = y
    return jnp.stack([-ktr * a0, ktr * (a0 - a1), ktr * (a1 - a2), ktr * a2 - ke * central])


@eqx.filter_jit
def transit_solution(y0, args, dt0, ts):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(transit_rhs), diffrax.Heun(), t0=0.0, t1=ts[-1], dt0=dt0,
                              y0=y0, args=args, saveat=diffrax.SaveAt(ts=ts), max_steps=4096)
    return sol.ys[:, 3]


TS = jnp.linspace(0.0, 24.0, 25)


def patient_params(seed=2, n=5):
    rng = np.random.default_rng(seed)
    return [(float(rng.lognormal(np.log(2.0), 0.4)), float(rng.lognormal(np.log(0.15), 0.2))) for _ in range(n)]


def main():
    y0 = jnp.array([100.0, 0.0, 0.0, 0.0])
    for i, (ktr, ke) in enumerate(patient_params()):
        dt0 = 0.1 / ktr
        amount = transit_solution(y0, jnp.array([ktr, ke]), dt0, TS)
        tmax = float(TS[int(jnp.argmax(amount))])
        print(f"patient {i}: ktr={ktr:.2f} Tmax={tmax:.0f} h Amax={float(amount.max()):.1f}")


if __name__ == "__main__":
    main()

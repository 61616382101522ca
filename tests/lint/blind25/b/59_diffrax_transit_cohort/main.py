import numpy as np
import jax.numpy as jnp

from ode import transit_solution

TS = jnp.linspace(0.0, 24.0, 25)


def patient_params(seed=2, n=5):
    rng = np.random.default_rng(seed)
    return [(float(rng.lognormal(np.log(2.0), 0.4)), float(rng.lognormal(np.log(0.15), 0.2))) for _ in range(n)]


def main():
    y0 = jnp.array([100.0, 0.0, 0.0, 0.0])
    for i, (ktr, ke) in enumerate(patient_params()):
        dt0 = jnp.float32(0.1 / ktr)
        amount = transit_solution(y0, jnp.array([ktr, ke]), dt0, TS)
        tmax = float(TS[int(jnp.argmax(amount))])
        print(f"patient {i}: ktr={ktr:.2f} Tmax={tmax:.0f} h Amax={float(amount.max()):.1f}")


if __name__ == "__main__":
    main()

import numpy as np
import jax
import jax.numpy as jnp

POP_MEAN = jnp.array([np.log(4.0), np.log(35.0)], jnp.float32)
POP_PREC = jnp.diag(jnp.array([1 / 0.09, 1 / 0.04], jnp.float32))


@jax.jit
def map_update(eta_init, times, conc, dose, previous):
    center = POP_MEAN if previous is None else previous

    def neg_log_post(eta):
        cl, v = jnp.exp(eta[0]), jnp.exp(eta[1])
        pred = dose / v * jnp.exp(-cl / v * times)
        resid = (jnp.log(pred) - jnp.log(conc)) / 0.15
        d = eta - center
        return 0.5 * jnp.sum(resid ** 2) + 0.5 * d @ POP_PREC @ d

    eta = eta_init
    for _ in range(25):
        eta = eta - 0.01 * jax.grad(neg_log_post)(eta)
    return eta


class TDMSession:
    def __init__(self, dose):
        self.dose = jnp.float32(dose)
        self.estimate = None

    def add_level(self, times, conc):
        start = POP_MEAN if self.estimate is None else self.estimate
        self.estimate = map_update(start, times, conc, self.dose, self.estimate)
        return self.estimate


def main():
    rng = np.random.default_rng(11)
    session = TDMSession(500.0)
    times = jnp.array([2.0, 6.0, 12.0], jnp.float32)
    for visit in range(4):
        conc = jnp.asarray(500.0 / 30.0 * np.exp(-0.15 * np.asarray(times)) * rng.lognormal(0, 0.1, 3), jnp.float32)
        est = session.add_level(times, conc)
        print(f"visit {visit}: CL={float(jnp.exp(est[0])):.2f} V={float(jnp.exp(est[1])):.2f}")


if __name__ == "__main__":
    main()

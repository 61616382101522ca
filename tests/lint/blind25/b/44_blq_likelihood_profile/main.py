import numpy as np
import jax
import jax.numpy as jnp


LLOQ = 0.5
TIMES = np.array([0.5, 1, 2, 4, 8, 12, 24, 36, 48], np.float32)


def patient_profiles(n, seed=12):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        cl = rng.lognormal(np.log(3.0), 0.4)
        v = rng.lognormal(np.log(30.0), 0.2)
        c = 300.0 / v * np.exp(-cl / v * TIMES) * rng.lognormal(0, 0.1, TIMES.size)
        out.append(c.astype(np.float32))
    return out


def quantifiable(conc):
    keep = conc >= LLOQ
    return TIMES[keep], conc[keep]


@jax.jit
def patient_nll(log_pk, t, conc):
    cl, v = jnp.exp(log_pk)
    pred = 300.0 / v * jnp.exp(-cl / v * t)
    return 0.5 * jnp.sum(((jnp.log(conc) - jnp.log(pred)) / 0.15) ** 2)


def main():
    profiles = patient_profiles(8)
    grid = [jnp.log(jnp.array([cl, 30.0])) for cl in (1.5, 3.0, 6.0)]
    for log_pk in grid:
        total = 0.0
        for conc in profiles:
            t, c = quantifiable(conc)
            total += float(patient_nll(log_pk, t, c))
        print(f"CL={float(jnp.exp(log_pk[0])):.1f}: total NLL {total:.1f}")


if __name__ == "__main__":
    main()

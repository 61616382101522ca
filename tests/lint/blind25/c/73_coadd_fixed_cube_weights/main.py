import numpy as np
import jax
import jax.numpy as jnp

MAX_EXP = 8


@jax.jit
def weighted_stack(cube, ivar):
    den = jnp.sum(ivar, axis=0)
    return jnp.sum(cube * ivar, axis=0) / jnp.maximum(den, 1e-12), den


def load_visits(target_id, rng):
    n_exp = int(rng.integers(2, MAX_EXP + 1))
    truth = np.zeros((32, 32), np.float32)
    truth[12:15, 20:23] = 80.0
    cube = np.zeros((MAX_EXP, 32, 32), np.float32)
    ivar = np.zeros((MAX_EXP, 32, 32), np.float32)
    for k in range(n_exp):
        sig = rng.uniform(2, 6)
        cube[k] = truth + rng.normal(0, sig, truth.shape)
        ivar[k] = 1.0 / sig ** 2
    return cube, ivar, n_exp


def main():
    rng = np.random.default_rng(21)
    for target in range(5):
        cube, ivar, n_exp = load_visits(target, rng)
        img, w = weighted_stack(cube, ivar)
        print(f"target {target}: {n_exp} visits, depth gain {float(jnp.sqrt(w.mean())):.2f}")


if __name__ == "__main__":
    main()

import numpy as np
import jax.numpy as jnp

from cox import gd_fit


def simulate_survival(rng, n=150):
    X = rng.normal(size=(n, 3)).astype(np.float32)
    hazard = np.exp(X @ np.array([0.7, -0.5, 0.0]))
    t_event = rng.exponential(1 / hazard)
    t_cens = rng.exponential(1.5, size=n)
    time = np.minimum(t_event, t_cens)
    event = (t_event <= t_cens).astype(np.float32)
    order = np.argsort(time)
    return jnp.asarray(X[order]), jnp.asarray(event[order])


def main():
    rng = np.random.default_rng(0)
    X, event = simulate_survival(rng)
    beta0 = jnp.zeros(3, dtype=jnp.float32)
    fits = {"mle": gd_fit(beta0, X, event)}
    for l2 in (0.5, 2.0, 8.0):
        fits[f"ridge_{l2}"] = gd_fit(beta0, X, event, l2=l2)
    for name, b in fits.items():
        print(f"{name:>10}: {np.round(np.asarray(b), 3)}")


if __name__ == "__main__":
    main()

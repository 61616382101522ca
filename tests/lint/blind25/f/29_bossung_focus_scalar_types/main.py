import jax.numpy as jnp
import numpy as np

from bossung import fit_bossung, predict_cd


def fem_wafer(seed=0):
    rng = np.random.default_rng(seed)
    F, E = np.meshgrid(np.linspace(-0.12, 0.12, 9), np.linspace(-2, 2, 7))
    F, E = F.ravel(), E.ravel()
    CD = 45 - 1.5 * E - 350 * F ** 2 + 40 * F ** 2 * E + rng.normal(0, 0.2, F.size)
    return (jnp.asarray(F, jnp.float32), jnp.asarray(E, jnp.float32), jnp.asarray(CD, jnp.float32))


def main():
    F, E, CD = fem_wafer()
    coef = fit_bossung(F, E, CD)
    nominal = predict_cd(coef, 0.0, 0.0)
    print(f"CD at best focus / nominal dose: {float(nominal):.2f} nm")
    for focus in np.linspace(-0.1, 0.1, 5):
        row = [float(predict_cd(coef, focus, d)) for d in (-1.0, 0.0, 1.0)]
        print(f"focus {focus:+.3f} um: " + " ".join(f"{c:.2f}" for c in row))


if __name__ == "__main__":
    main()

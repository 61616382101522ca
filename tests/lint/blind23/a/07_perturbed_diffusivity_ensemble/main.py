import numpy as np

from ensemble import run_ensemble


def main():
    rng = np.random.default_rng(0)
    T0 = (280 + rng.normal(size=(32, 32))).astype(np.float32)
    forcing = (0.01 * rng.normal(size=(32, 32))).astype(np.float32)
    # perturbed-parameter ensemble on the diffusivity
    kappas = [0.10, 0.12, 0.14, 0.16, 0.18]
    ens = run_ensemble(T0, forcing, kappas, dt=0.5, n_steps=20)
    print("ensemble spread:", float(ens.std(axis=0).mean()))


if __name__ == "__main__":
    main()

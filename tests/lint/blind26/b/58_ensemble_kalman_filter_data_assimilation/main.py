import numpy as np

from enkf import enkf_analysis

NX = 40
OBS_IDX = np.arange(0, NX, 4)


def forecast(ens, rng):
    # toy advection-diffusion of a temperature anomaly along a ring + model error
    ens = 0.98 * np.roll(ens, 1, axis=1) + 0.01 * (np.roll(ens, 1, 1) + np.roll(ens, -1, 1))
    return ens + rng.normal(0, 0.05, ens.shape)


def main():
    rng = np.random.default_rng(0)
    truth = np.sin(np.linspace(0, 2 * np.pi, NX))
    ens = (truth + rng.normal(0, 0.3, (24, NX))).astype(np.float32)
    for cycle in range(8):
        truth = 0.98 * np.roll(truth, 1) + 0.01 * (np.roll(truth, 1) + np.roll(truth, -1))
        ens = forecast(ens, rng)
        # discard members whose state has drifted outside the physical range
        ens = ens[np.abs(ens).max(1) < 1.5]
        obs = (truth[OBS_IDX] + rng.normal(0, 0.1, OBS_IDX.size)).astype(np.float32)
        perturb = rng.normal(0, 0.1, (ens.shape[0], OBS_IDX.size)).astype(np.float32)
        ens = np.asarray(enkf_analysis(ens.astype(np.float32), obs, OBS_IDX, 0.1, perturb))
        rmse = np.sqrt(np.mean((ens.mean(0) - truth) ** 2))
        print(f"cycle {cycle}: {ens.shape[0]} members, analysis rmse {rmse:.3f}")


if __name__ == "__main__":
    main()

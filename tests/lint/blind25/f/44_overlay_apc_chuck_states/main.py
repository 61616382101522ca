import numpy as np

from apc import N_TERMS, apc_update, new_chuck_state

TRUE_FINGERPRINT = {
    "chuck1": np.array([1.5, -0.8, 0.3, 0.2, -0.1, 0.05]),
    "chuck2": np.array([-1.0, 0.6, -0.2, 0.1, 0.15, -0.05]),
}


def main():
    rng = np.random.default_rng(8)
    states = {}
    for lot in range(12):
        chuck = "chuck1" if rng.random() < 0.5 else "chuck2"
        state = states.get(chuck)
        if state is None:
            state = new_chuck_state()
        residual = TRUE_FINGERPRINT[chuck] + np.asarray(state.correction) + rng.normal(0, 0.1, N_TERMS)
        states[chuck] = apc_update(state, residual.astype(np.float32), 0.4)
        print(f"lot {lot} {chuck}: |residual| {np.linalg.norm(residual):.3f}")


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import numpy as np

from predictor import LOT_SIZE, N_SENSORS, build_predictor


def load_weights(seed=0):
    rng = np.random.default_rng(seed)
    return {
        "mu": jnp.asarray(rng.normal(size=N_SENSORS), jnp.float32),
        "sd": jnp.asarray(rng.uniform(0.5, 2, N_SENSORS), jnp.float32),
        "W1": jnp.asarray(rng.normal(size=(N_SENSORS, 16)) * 0.3, jnp.float32),
        "b1": jnp.zeros(16, jnp.float32),
        "W2": jnp.asarray(rng.normal(size=(16,)) * 0.3, jnp.float32),
        "b2": jnp.float32(120.0),  # nm, nominal film thickness
    }


def main():
    predict = build_predictor(load_weights())
    rng = np.random.default_rng(1)
    for lot in range(8):
        sensors = rng.normal(size=(LOT_SIZE, N_SENSORS)).astype(np.float32)
        thk = predict(load_weights(), sensors)
        print(f"lot {lot}: predicted thickness {float(thk.mean()):.2f} nm, range {float(thk.max() - thk.min()):.2f}")


if __name__ == "__main__":
    main()

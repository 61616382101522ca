import jax
import jax.numpy as jnp
import numpy as np

from inference import predict_thickness, to_edge_precision


def trained_params(seed=0):
    rng = np.random.default_rng(seed)
    return {"W1": jnp.asarray(rng.normal(0, 0.3, (10, 16)), jnp.float32), "b1": jnp.zeros(16),
            "W2": jnp.asarray(rng.normal(0, 0.3, (16,)), jnp.float32), "b2": jnp.float32(0.0)}


def main():
    params = trained_params()
    edge_params = to_edge_precision(params)
    rng = np.random.default_rng(1)
    for wafer in range(6):
        x = rng.normal(size=(25, 10)).astype(np.float32)
        online = predict_thickness(edge_params, x)
        if wafer % 3 == 0:  # periodic audit against the full-precision reference
            ref = predict_thickness(params, x)
            print(f"wafer {wafer}: edge vs reference max diff {float(jnp.abs(online - ref).max()):.4f}")


if __name__ == "__main__":
    main()

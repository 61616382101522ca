import jax.numpy as jnp
import numpy as np

from endpoint import TriageEndpoint


def main():
    rng = np.random.default_rng(0)
    params = {"mean": jnp.array([85.0, 120.0, 18.0, 37.0]), "std": jnp.array([15.0, 20.0, 4.0, 0.7]),
              "w": jnp.array([0.6, -0.4, 0.5, 0.3]), "b": jnp.float32(-1.5)}
    endpoint = TriageEndpoint(params)
    for r in range(5):
        vitals = rng.normal([85, 120, 18, 37], [15, 20, 4, 0.7], size=(4, 4)).tolist()
        print(r, endpoint({"vitals": vitals}))


if __name__ == "__main__":
    main()

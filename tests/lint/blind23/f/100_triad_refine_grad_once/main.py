import numpy as np
import jax.numpy as jnp

from refine import AttitudeRefiner, quat_to_dcm


def main():
    rng = np.random.default_rng(1)
    q_true = jnp.array([0.98, 0.1, -0.1, 0.12])
    refiner = AttitudeRefiner()
    for frame in range(3):
        ref = rng.normal(size=(4, 3))
        ref = jnp.asarray(ref / np.linalg.norm(ref, axis=1, keepdims=True), jnp.float32)
        body = ref @ quat_to_dcm(q_true).T
        q = refiner.refine(jnp.array([1.0, 0.0, 0.0, 0.0]), body, ref)
        print(frame, [round(float(v), 4) for v in q])


if __name__ == "__main__":
    main()

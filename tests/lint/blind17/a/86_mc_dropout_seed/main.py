import jax
import jax.numpy as jnp
import numpy as np

from uncertainty import mc_predict

N_SAMPLES = 16


def main():
    rng = np.random.default_rng(0)
    params = {"w1": jnp.asarray(rng.normal(size=(20, 32)).astype(np.float32) * 0.3),
              "w2": jnp.asarray(rng.normal(size=(32,)).astype(np.float32) * 0.3)}
    for patient_batch in range(5):
        x = rng.normal(size=(8, 20)).astype(np.float32)
        mean, std = mc_predict(params, x, patient_batch, N_SAMPLES)
        flagged = int((std > 0.1).sum())
        print(patient_batch, np.round(np.asarray(mean)[:3], 3), flagged)


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import numpy as np

from model import CXRClassifier
from server import InferenceServer


def main():
    rng = np.random.default_rng(0)
    model = CXRClassifier()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 64, 64, 1)))
    server = InferenceServer(model, params)
    for study_id in range(5):
        study = rng.random((64, 64, 1), dtype=np.float32)
        print(study_id, server.predict(study))


if __name__ == "__main__":
    main()

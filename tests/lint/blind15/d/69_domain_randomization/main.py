import jax
import jax.numpy as jnp
import numpy as np

from physics import rollout, sample_params


def main():
    rng = np.random.default_rng(0)
    w = jnp.array([[-1.0], [-0.5]])
    init = jnp.asarray(rng.normal(size=(8, 2)), jnp.float32)
    scores = []
    for episode in range(5):
        params = sample_params(rng)
        scores.append(float(rollout(w, init, params).mean()))
    print(np.mean(scores), scores)


if __name__ == "__main__":
    main()

import jax.numpy as jnp
import numpy as np

from sim import policy_update, sample_params


def main():
    rng = np.random.default_rng(0)
    w = jnp.array([-1.0, -0.5])
    for episode in range(5):
        physics = sample_params(rng)
        x0 = (jnp.float32(1.0), jnp.float32(0.0))
        w, ret = policy_update(w, x0, physics)
        print(episode, round(float(ret), 3))


if __name__ == "__main__":
    main()

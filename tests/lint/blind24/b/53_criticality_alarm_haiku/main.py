import jax
import jax.numpy as jnp
import numpy as np

from net import alarm_net


def detector_frames(n_frames=6, seed=1):
    rng = np.random.default_rng(seed)
    for _ in range(n_frames):
        yield np.log1p(rng.poisson([40.0, 3.0], (100, 2))).astype(np.float32)


def main():
    params = alarm_net.init(jax.random.PRNGKey(0), jnp.ones((1, 2)))
    for i, frame in enumerate(detector_frames()):
        p = jax.jit(alarm_net.apply)(params, frame)
        print(f"frame {i}: max alarm probability {float(p.max()):.3f}")


if __name__ == "__main__":
    main()

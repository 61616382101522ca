import jax
import jax.numpy as jnp
import numpy as np

from service import MaskService

CONFIG = '{"default_threshold": 0.5, "max_batch": 1}'


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = {"w": jax.random.normal(key, (3, 8)) * 0.5,
              "v": jax.random.normal(jax.random.fold_in(key, 1), (8, 1))}
    service = MaskService(params, CONFIG)
    service.calibrate("dock-2", [rng.normal(size=(16, 16, 3)).astype(np.float32) for _ in range(3)])
    for i in range(6):
        request = {"camera": ["dock-1", "dock-2", "gate"][i % 3],
                   "image": rng.normal(size=(16, 16, 3)).astype(np.float32)}
        print(service.handle(request))


if __name__ == "__main__":
    main()

import jax
import numpy as np

from field import init_field
from train import optimizer, train_step


def ray_batch(rng, n=64):
    near = rng.uniform(0.0, 0.5, n).astype(np.float32)
    far = near + rng.uniform(1.0, 2.0, n).astype(np.float32)
    target = (0.5 + 0.4 * np.sin(3 * near)).astype(np.float32)
    return near, far, target


def main():
    rng = np.random.default_rng(0)
    params = init_field(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    for step in range(6):
        near, far, target = ray_batch(rng)
        params, opt_state, loss = train_step(params, opt_state, near, far, target, warmup=step < 3)
        print(step, float(loss))


if __name__ == "__main__":
    main()

import jax.numpy as jnp
import numpy as np

from predict import screen


def main():
    rng = np.random.default_rng(0)
    images = [rng.uniform(size=(32, 32, 3)).astype(np.float32) for _ in range(6)]
    w = jnp.linspace(-0.2, 0.2, 32)
    # borderline cases get the flip-averaged prediction
    print([round(r, 4) for r in screen(w, images, tta_for={1, 4})])


if __name__ == "__main__":
    main()

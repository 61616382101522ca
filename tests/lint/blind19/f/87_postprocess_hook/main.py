import jax
import jax.numpy as jnp
import numpy as np

from model import Upscaler, render


def main():
    rng = np.random.default_rng(0)
    model = Upscaler(jax.random.PRNGKey(0))
    brightness = 1.0
    for t in range(5):
        frame = rng.random((8, 8), dtype=np.float32)
        out = render(model, frame, lambda x: jnp.clip(x * brightness, 0.0, 1.0))
        brightness *= 1.05
        print(t, out.shape, round(float(out.mean()), 4))


if __name__ == "__main__":
    main()

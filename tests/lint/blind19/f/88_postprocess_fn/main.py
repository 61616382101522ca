import jax
import jax.numpy as jnp
import numpy as np

from model import Upscaler, render


def main():
    rng = np.random.default_rng(0)
    model = Upscaler(jax.random.PRNGKey(0))
    brightness = jnp.float32(1.0)
    for t in range(5):
        frame = rng.random((8, 8), dtype=np.float32)
        out = render(model, frame, brightness)
        brightness = brightness * 1.05
        print(t, out.shape, round(float(out.mean()), 4))


if __name__ == "__main__":
    main()

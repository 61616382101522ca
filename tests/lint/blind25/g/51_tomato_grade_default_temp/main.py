import numpy as np
import jax

from calibrate import pick_temperature
from grading import ripeness_probs, CLASSES


def main():
    rng = np.random.default_rng(0)
    # hue angle, a*/b*, chroma, lycopene index ... from the packing-line camera
    w = jax.random.normal(jax.random.PRNGKey(0), (8, len(CLASSES)))
    x_val = rng.normal(size=(60, 8)).astype(np.float32)
    y_val = np.asarray(jax.numpy.argmax(x_val @ w, axis=1))
    for crate in range(3):
        x = rng.normal(size=(60, 8)).astype(np.float32)
        p = ripeness_probs(w, x)
        print(f"crate {crate}:", np.bincount(np.asarray(p.argmax(1)), minlength=6).tolist())
    t = pick_temperature(w, x_val, y_val)
    print("calibrated temperature", t)


if __name__ == "__main__":
    main()

import jax.numpy as jnp
import numpy as np

from camera import GammaCamera


def daily_flood(rng, n=64, counts_per_px=2500):
    return jnp.asarray(rng.poisson(counts_per_px, (n, n)).astype(np.float32))


def main():
    cam = GammaCamera()
    rng = np.random.default_rng(0)
    for day in ["Mon", "Tue", "Wed", "Thu", "Fri"]:
        iu = cam.integral_uniformity(daily_flood(rng))
        print(f"{day}: integral uniformity {float(iu):.2f} %")


if __name__ == "__main__":
    main()

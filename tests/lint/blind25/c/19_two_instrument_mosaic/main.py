import jax
import jax.numpy as jnp

from loader import ExposureLoader


@jax.jit
def background_stats(img, gain):
    e = img * gain
    med = jnp.median(e)
    clipped = jnp.where(jnp.abs(e - med) < 5 * jnp.std(e), e, med)
    return jnp.mean(clipped), jnp.std(clipped)


def main():
    for cam, img, gain in ExposureLoader():
        mean, std = background_stats(img, gain)
        print(f"{cam}: sky={float(mean):.1f} e- rms={float(std):.2f}")


if __name__ == "__main__":
    main()

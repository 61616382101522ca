import jax
import jax.numpy as jnp

from loader import SurveyLoader


@jax.jit
def wear_trend(wear):
    km = jnp.arange(wear.shape[0], dtype=jnp.float32)
    km_c = km - km.mean()
    slope = jnp.sum(km_c * (wear - wear.mean())) / jnp.sum(km_c ** 2)
    return slope, jnp.percentile(wear, 95)


def main():
    for i, wear in SurveyLoader():
        slope, p95 = wear_trend(wear)
        print(i, f"{float(slope):+.4f} mm/km", f"p95 {float(p95):.2f}")


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import numpy as np

from progressive import generate_faded

STEPS = 6
BATCH = 16
LATENT = 8


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"to_4x4": jax.random.normal(k1, (LATENT, 48)) * 0.3,
              "refine_8x8": jax.random.normal(k2, (3, 3)) * 0.3}
    rng = np.random.default_rng(0)
    images_seen = 0
    for step in range(STEPS):
        z = rng.normal(size=(BATCH, LATENT)).astype(np.float32)
        valid = rng.uniform(size=BATCH) > 0.1  # samples whose real counterpart decoded cleanly
        fakes = generate_faded(params, z, images_seen)
        images_seen = images_seen + jnp.sum(valid)
        print(f"step {step}: fakes {fakes.shape} images seen {int(images_seen)}")


if __name__ == "__main__":
    main()

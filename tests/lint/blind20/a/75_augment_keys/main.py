import jax
import jax.numpy as jnp

from augment import Augmenter, random_rotate


def main():
    augment = Augmenter(seed=0)
    rng = jax.random.PRNGKey(1)
    for step in range(4):
        rng, k_data, k_aug = jax.random.split(rng, 3)
        traj = jnp.cumsum(jax.random.normal(k_data, (6, 20, 2)), axis=1)
        a = augment(traj)
        b = random_rotate(k_aug, traj)
        print(step, float(jnp.linalg.norm(a, axis=-1).mean()), float(jnp.linalg.norm(b, axis=-1).mean()))


if __name__ == "__main__":
    main()

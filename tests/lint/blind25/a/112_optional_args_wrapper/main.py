import jax.numpy as jnp
import numpy as np

from runoff import soil_loss


def main():
    rng = np.random.default_rng(8)
    for watershed in range(5):
        r = jnp.float32(rng.uniform(1500, 3500))
        k = jnp.asarray(rng.uniform(0.02, 0.05, 50), jnp.float32)
        ls = jnp.asarray(rng.uniform(0.2, 4.0, 50), jnp.float32)
        if watershed % 2 == 0:
            a = soil_loss(r, k, ls, c=rng.uniform(0.05, 0.3, 50))
        else:
            a = soil_loss(r, k, ls, c=rng.uniform(0.05, 0.3, 50), p=np.full(50, 0.6))
        print(f"watershed {watershed}: mean soil loss {float(a.mean()):.1f} t/ha/yr")


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import numpy as np

from losses import canopy_height_loss


def main():
    rng = np.random.default_rng(3)
    x = jnp.asarray(rng.normal(size=(128, 5)), jnp.float32)
    y = jnp.asarray(0.8 + 0.3 * np.asarray(x[:, 0]) ** 2, jnp.float32)
    w = {"w1": jnp.asarray(rng.normal(size=(5, 12)) * 0.3, jnp.float32),
         "b1": jnp.zeros(12), "w2": jnp.asarray(rng.normal(size=12) * 0.1, jnp.float32)}
    for step in range(12):
        loss, g = jax.jit(jax.value_and_grad(canopy_height_loss))(w, x, y)
        w = jax.tree_util.tree_map(lambda p, gp: p - 0.05 * gp, w, g)
        if step % 4 == 0:
            print(f"step {step}: MAE {float(loss):.4f} m")


if __name__ == "__main__":
    main()

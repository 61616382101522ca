import numpy as np
import jax
import jax.numpy as jnp

from finder import LRRangeTest


def main():
    rng = np.random.default_rng(40)
    x = jnp.asarray(rng.standard_normal((128, 6)), jnp.float32)
    y = jnp.asarray(np.cos(np.asarray(x)[:, :1]), jnp.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(40))
    w = (0.3 * jax.random.normal(k1, (6, 16)), 0.3 * jax.random.normal(k2, (16, 1)))
    history = LRRangeTest(num_steps=6).run(w, x, y)
    for lr, loss in history:
        print(f"lr {lr:.4f} loss {loss:.4f}")
    best_lr = min(history, key=lambda h: h[1])[0]
    print(f"suggested lr {best_lr / 10:.4f}")


if __name__ == "__main__":
    main()

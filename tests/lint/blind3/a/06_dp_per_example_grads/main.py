import jax
import jax.numpy as jnp
import numpy as np

from privacy import clip_and_noise, per_example_grads, squared_error

STEPS = 5
BATCH = 16
LR = 0.05
CLIP = 1.0
NOISE = 0.5


def main():
    rng = np.random.default_rng(0)
    true_w = rng.normal(size=3).astype(np.float32)
    x_all = rng.normal(size=(STEPS * BATCH, 3)).astype(np.float32)
    y_all = x_all @ true_w + 0.1 * rng.normal(size=STEPS * BATCH).astype(np.float32)
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    key = jax.random.PRNGKey(0)
    for step in range(STEPS):
        sl = slice(step * BATCH, (step + 1) * BATCH)
        grads = per_example_grads(squared_error, params, x_all[sl], y_all[sl])
        key, sub = jax.random.split(key)
        noisy = clip_and_noise(grads, sub, CLIP, NOISE)
        params = jax.tree_util.tree_map(lambda p, g: p - LR * g / BATCH, params, noisy)
    print("w", np.round(np.asarray(params["w"]), 2), "true", np.round(true_w, 2))


if __name__ == "__main__":
    main()

import numpy as np
import jax
import jax.numpy as jnp

from schedules import warmup_cosine

TOTAL_STEPS, WARMUP = 8, 3


@jax.jit
def step_fn(params, x, y, lr_scale):
    def loss_fn(p):
        h = jax.nn.gelu(x @ p["w1"])
        return jnp.mean((h @ p["w2"] - y) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.05 * lr_scale * g, params, g), loss


def train_trial(base_seed, x, y):
    k1, k2 = jax.random.split(jax.random.PRNGKey(base_seed))
    params = {"w1": 0.3 * jax.random.normal(k1, (x.shape[1], 16)),
              "w2": 0.3 * jax.random.normal(k2, (16, 1))}
    for step in range(TOTAL_STEPS):
        params, loss = step_fn(params, x, y, warmup_cosine(step, WARMUP, TOTAL_STEPS))
    return float(loss)


def main():
    rng = np.random.default_rng(28)
    x = jnp.asarray(rng.standard_normal((128, 6)), jnp.float32)
    y = jnp.asarray(np.sin(np.asarray(x)[:, :1] * 2), jnp.float32)
    for seed in range(3):
        print(f"seed {seed}: final loss {train_trial(seed, x, y):.4f}")


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import numpy as np
import optax

from accum import GradAccumulator

MICRO_BATCHES = 3


def init(key):
    k1, k2 = jax.random.split(key)
    return {"conv": 0.1 * jax.random.normal(k1, (3, 3, 4, 8)), "head": 0.1 * jax.random.normal(k2, (8, 2))}


def loss_fn(params, x, y):
    h = jax.lax.conv_general_dilated(x, params["conv"], (1, 1), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
    logits = jax.nn.relu(h).mean(axis=(1, 2)) @ params["head"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


grad_fn = jax.jit(jax.grad(loss_fn))


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(0))
    tx = optax.adam(1e-3)
    opt_state = tx.init(params)
    acc = GradAccumulator()
    for step in range(3):
        for _ in range(MICRO_BATCHES):
            x = jnp.asarray(rng.normal(size=(2, 24, 24, 4)).astype(np.float32))
            y = jnp.asarray(rng.integers(0, 2, size=2).astype(np.int32))
            acc.add(grad_fn(params, x, y))
        updates, opt_state = tx.update(acc.pop_mean(), opt_state)
        params = optax.apply_updates(params, updates)
    print("head norm", float(jnp.linalg.norm(params["head"])))


if __name__ == "__main__":
    main()

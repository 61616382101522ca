import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def drift_aug_step(params, x, y, base_key, epoch):
    """Fish freshness (TVB-N sensor array) logistic model with sensor-drift augmentation."""
    key = jax.random.fold_in(base_key, epoch)
    x = x + 0.05 * jax.random.normal(key, x.shape)

    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, gi: p - 0.2 * gi, params, g), loss


def main():
    rng = np.random.default_rng(1)
    x = rng.normal(size=(128, 6)).astype(np.float32)
    y = (x[:, 1] - 0.7 * x[:, 4] > 0).astype(np.float32)
    params = {"w": jnp.zeros(6), "b": jnp.zeros(())}
    base_key = jax.random.PRNGKey(7)
    for epoch in range(6):
        params, loss = drift_aug_step(params, x, y, base_key, epoch)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()

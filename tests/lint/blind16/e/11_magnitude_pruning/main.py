import jax
import jax.numpy as jnp
import numpy as np
import optax


def init_masks(params):
    return jax.tree.map(jnp.ones_like, params)


def update_masks(params, masks, sparsity):
    """Global magnitude pruning: keep the largest (1 - sparsity) fraction of weights."""
    flat = jnp.concatenate([jnp.abs(p * m).ravel() for p, m in zip(jax.tree.leaves(params), jax.tree.leaves(masks))])
    threshold = jnp.quantile(flat, sparsity)
    return jax.tree.map(lambda p, m: (jnp.abs(p * m) > threshold), params, masks)


def apply_masks(params, masks):
    return jax.tree.map(lambda p, m: p * m, params, masks)


optimizer = optax.sgd(0.05, momentum=0.9)


def forward(params, x):
    h = jax.nn.gelu(x @ params["dense1"])
    return h @ params["dense2"]


@jax.jit
def train_step(params, opt_state, masks, x, y):
    def loss_fn(p):
        return jnp.mean((forward(apply_masks(p, masks), x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    params = apply_masks(optax.apply_updates(params, updates), masks)
    return params, opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 10)).astype(np.float32)
    y = rng.normal(size=(64, 2)).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"dense1": jax.random.normal(k1, (10, 32)) * 0.3, "dense2": jax.random.normal(k2, (32, 2)) * 0.3}
    opt_state = optimizer.init(params)
    masks = init_masks(params)

    schedule = [0.0, 0.25, 0.5, 0.75]
    for stage, sparsity in enumerate(schedule):
        if sparsity > 0:
            masks = update_masks(params, masks, sparsity)
        for _ in range(5):
            params, opt_state, loss = train_step(params, opt_state, masks, x, y)
        kept = sum(float(m.sum()) for m in jax.tree.leaves(masks))
        print(f"stage {stage}: sparsity={sparsity} kept={kept:.0f} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()

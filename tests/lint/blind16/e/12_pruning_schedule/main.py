import jax
import jax.numpy as jnp
import numpy as np
import optax

from pruning import apply_masks, init_masks, update_masks

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

    schedule = jnp.linspace(0.0, 0.75, 4)
    for stage, sparsity in enumerate(schedule):
        if sparsity > 0:
            masks = update_masks(params, masks, sparsity)
        for _ in range(5):
            params, opt_state, loss = train_step(params, opt_state, masks, x, y)
        kept = sum(float(m.sum()) for m in jax.tree.leaves(masks))
        print(f"stage {stage}: sparsity={float(sparsity)} kept={kept:.0f} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()

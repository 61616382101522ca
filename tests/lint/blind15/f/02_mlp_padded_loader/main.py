import jax
import jax.numpy as jnp
import optax

from data import ArrayLoader, make_dataset


def init_params(key, dim, hidden, classes):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (dim, hidden)) * 0.1,
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, classes)) * 0.1,
        "b2": jnp.zeros(classes),
    }


def forward(params, x):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        logits = forward(p, batch["x"])
        per_ex = optax.softmax_cross_entropy_with_integer_labels(logits, batch["y"])
        return (per_ex * batch["mask"]).sum() / jnp.maximum(batch["mask"].sum(), 1.0)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = make_dataset(n=100)
    loader = ArrayLoader(x, y, batch_size=32)
    params = init_params(jax.random.PRNGKey(0), 8, 16, 2)
    opt_state = tx.init(params)
    for epoch in range(3):
        total = 0.0
        for batch in loader:
            params, opt_state, loss = train_step(params, opt_state, batch)
            total += float(loss)
        print(f"epoch {epoch} loss {total / len(loader):.4f}")


if __name__ == "__main__":
    main()

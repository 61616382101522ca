import jax
import jax.numpy as jnp
import optax

from data import HEIGHT, LineLoader, synth_pages


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"conv": jax.random.normal(k1, (HEIGHT, 24)) * 0.1,
            "head": jax.random.normal(k2, (24, 30)) * 0.1}


optimizer = optax.sgd(0.05, momentum=0.9)


@jax.jit
def fit_batch(params, opt_state, x, y):
    def loss_fn(p):
        feats = jnp.tanh(jnp.einsum("bhw,hd->bwd", x, p["conv"])).max(axis=1)
        logits = feats @ p["head"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = optimizer.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    lines = synth_pages(1, 80)
    loader = LineLoader(lines, batch_size=8)
    params = init_params(jax.random.PRNGKey(1))
    opt_state = optimizer.init(params)
    for epoch in range(3):
        total = 0.0
        for x, y in loader:
            params, opt_state, loss = fit_batch(params, opt_state, x, y)
            total += float(loss)
        print(f"epoch {epoch} loss {total:.3f}")


if __name__ == "__main__":
    main()

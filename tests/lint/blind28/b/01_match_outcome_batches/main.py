import jax
import jax.numpy as jnp
import optax

from data import load_matches, iterate_batches


def init_params(key, n_feats):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_feats, 32)) * 0.1,
        "b1": jnp.zeros(32),
        "w2": jax.random.normal(k2, (32,)) * 0.1,
        "b2": jnp.zeros(()),
    }


def logits_fn(params, x):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


opt = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(logits_fn(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = load_matches()
    params = init_params(jax.random.PRNGKey(0), x.shape[1])
    opt_state = opt.init(params)
    for epoch in range(3):
        for xb, yb in iterate_batches(x, y, batch_size=96):
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import numpy as np
import optax

from graph import make_graph, random_split


def init_gcn(key, d, h, c):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (d, h)) * 0.1, "w2": jax.random.normal(k2, (h, c)) * 0.1}


def gcn(params, a, x):
    h = jax.nn.relu(a @ x @ params["w1"])
    return a @ h @ params["w2"]


tx = optax.adam(1e-2)


@jax.jit
def fit_step(params, opt_state, a, x, labels, train_mask):
    def loss_fn(p):
        ce = optax.softmax_cross_entropy_with_integer_labels(gcn(p, a, x), labels)
        return jnp.sum(ce * train_mask) / jnp.sum(train_mask)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, a, labels = make_graph()
    accs = []
    for seed in range(4):
        train_mask, test_mask = random_split(len(x), seed)
        params = init_gcn(jax.random.PRNGKey(seed), x.shape[1], 16, 3)
        opt_state = tx.init(params)
        for _ in range(10):
            params, opt_state, loss = fit_step(params, opt_state, a, x, labels, train_mask)
        pred = np.asarray(jnp.argmax(gcn(params, a, x), -1))
        accs.append((pred[test_mask] == labels[test_mask]).mean())
    print("accuracy over seeds", np.mean(accs), np.std(accs))


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import optax

from features import FeatureStore

tx = optax.adagrad(0.1)


@jax.jit
def step(params, opt_state, batch):
    user, ad, click = batch

    def loss_fn(p):
        logit = jnp.sum((user @ p["U"]) * (ad @ p["A"]), axis=-1) + p["bias"]
        return optax.sigmoid_binary_cross_entropy(logit, click).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    store = FeatureStore()
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"U": 0.1 * jax.random.normal(k1, (8, 4)), "A": 0.1 * jax.random.normal(k2, (8, 4)),
              "bias": jnp.array(-3.0, jnp.float32)}
    opt_state = tx.init(params)
    for epoch in range(2):
        for day in range(3):
            params, opt_state, loss = step(params, opt_state, store.get(day))
        print(epoch, float(loss))


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import optax

from dataset import ThumbnailSet

tx = optax.adam(1e-3)


@jax.jit
def thumb_step(params, opt_state, x, y):
    def loss_fn(p):
        h = jax.nn.relu(x.reshape(x.shape[0], -1) @ p["w1"])
        return optax.softmax_cross_entropy_with_integer_labels(h @ p["w2"], y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (768, 32)) * 0.02, "w2": jax.random.normal(k2, (32, 2)) * 0.1}
    opt_state = tx.init(params)
    data = ThumbnailSet()
    for epoch in range(3):
        for x, y in data.epoch(seed=epoch):
            params, opt_state, loss = thumb_step(params, opt_state, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()

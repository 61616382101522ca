import jax
import jax.numpy as jnp
import numpy as np
import optax

from shards import shard_reader

tx = optax.adam(1e-3)


@jax.jit
def shard_step(params, opt_state, x, y):
    def loss_fn(p):
        h = jnp.tanh(x.mean(1) @ p["w1"])
        return optax.softmax_cross_entropy_with_integer_labels(h @ p["w2"], y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(1)
    params = {"w1": jnp.asarray(rng.normal(size=(42, 64)) * 0.1, jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(64, 50)) * 0.1, jnp.float32)}
    opt_state = tx.init(params)
    for epoch in range(2):
        for x, y in shard_reader():
            params, opt_state, loss = shard_step(params, opt_state, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import numpy as np
import optax

from ensemble import SnapshotEnsemble, mlp

tx = optax.sgd(optax.cosine_decay_schedule(0.2, 20))


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(mlp(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(360, 8)).astype(np.float32)
    y = (x[:, 0] + x[:, 1] * x[:, 2] > 0).astype(np.int32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (8, 32)) * 0.3, "b1": jnp.zeros(32),
              "w2": jax.random.normal(k2, (32, 2)) * 0.3}
    opt_state = tx.init(params)
    ens = SnapshotEnsemble(params, capacity=5)
    for epoch in range(5):
        for i in range(0, 300, 75):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 75], y[i:i + 75])
        ens.add(params)
        acc = float(jnp.mean(jnp.argmax(ens.predict(x[300:]), -1) == y[300:]))
        print(epoch, ens.count, acc)


if __name__ == "__main__":
    main()

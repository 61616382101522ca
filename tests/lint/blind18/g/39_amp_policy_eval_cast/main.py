import jax
import jax.numpy as jnp
import numpy as np
import optax

from precision import Policy

policy = Policy()
tx = optax.adam(1e-2)


def mlp(params, x):
    h = jax.nn.gelu(x @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        cp = policy.cast_to_compute(p)
        logits = policy.cast_to_output(mlp(cp, x.astype(policy.compute_dtype)))
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def predict(params, x):
    cp = policy.cast_to_compute(params)
    return jnp.argmax(mlp(cp, x.astype(policy.compute_dtype)), -1)


class Trainer:
    def __init__(self, params):
        self.params = params
        self.opt_state = tx.init(params)

    def fit(self, x, y, xv, yv, epochs=3, log_every=2):
        for epoch in range(epochs):
            for s, i in enumerate(range(0, len(x), 16)):
                self.params, self.opt_state, loss = train_step(self.params, self.opt_state, x[i:i + 16], y[i:i + 16])
                if s % log_every == 0:
                    train_acc = float(jnp.mean(predict(self.params, x[i:i + 16]) == y[i:i + 16]))
            val_acc = float(jnp.mean(predict(self.params, xv) == yv))
            print(epoch, float(loss), train_acc, val_acc)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(80, 6)).astype(np.float32)
    y = (x[:, 0] + x[:, 1] > 0).astype(np.int32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (6, 32)) * 0.3, "b1": jnp.zeros(32),
              "w2": jax.random.normal(k2, (32, 2)) * 0.3, "b2": jnp.zeros(2)}
    Trainer(params).fit(x[:64], y[:64], x[64:80], y[64:80])


if __name__ == "__main__":
    main()

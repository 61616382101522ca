import jax
import jax.numpy as jnp
import numpy as np
import optax

from metrics import MetricTracker

tx = optax.adamw(3e-3, weight_decay=1e-4)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss(p):
        pred = jnp.tanh(x @ p["w1"]) @ p["w2"]
        return jnp.mean((pred - y) ** 2), pred
    (l, pred), g = jax.value_and_grad(loss, has_aux=True)(params)
    updates, opt_state = tx.update(g, opt_state, params)
    gnorm = optax.global_norm(g)
    return optax.apply_updates(params, updates), opt_state, {"loss": l, "grad_norm": gnorm,
                                                             "mae": jnp.mean(jnp.abs(pred - y))}


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (6, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 1)) * 0.3}
    opt_state = tx.init(params)
    tracker = MetricTracker()
    for epoch in range(3):
        tracker.reset()
        for _ in range(6):
            x = rng.normal(size=(32, 6)).astype(np.float32)
            y = np.sin(x.sum(1, keepdims=True)).astype(np.float32)
            params, opt_state, m = train_step(params, opt_state, x, y)
            tracker.update(m)
        print(epoch, tracker.summary())


if __name__ == "__main__":
    main()

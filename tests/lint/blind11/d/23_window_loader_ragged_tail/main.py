import numpy as np
import jax
import jax.numpy as jnp
import optax

from tsdata import WindowLoader

CONTEXT = 24


def mlp_forecast(params, x):
    h = jax.nn.gelu(x @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


def make_params(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (CONTEXT, 32)) * 0.1, "b1": jnp.zeros(32),
            "w2": jax.random.normal(k2, (32,)) * 0.1, "b2": jnp.zeros(())}


optimizer = optax.adamw(3e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((mlp_forecast(p, x) - y) ** 2))(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    t = np.arange(300)
    series = np.sin(2 * np.pi * t / 24) + 0.05 * t / 10 + 0.1 * np.random.default_rng(0).normal(size=300)
    loader = WindowLoader(series[:250], CONTEXT, batch_size=64)
    params = make_params(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    for epoch in range(3):
        losses = []
        for x, y in loader:
            params, opt_state, loss = train_step(params, opt_state, x, y)
            losses.append(float(loss))
        print(f"epoch {epoch} batches {len(loader)} loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import optax

from callbacks import make_calibration_callback

tx = optax.adam(5e-3)


def logits(params, x):
    return jax.nn.relu(x @ params["w1"]) @ params["w2"]


@jax.jit
def step(params, opt_state, x, y, w):
    def loss(p):
        ce = optax.softmax_cross_entropy_with_integer_labels(logits(p, x), y)
        return jnp.sum(ce * w) / jnp.maximum(jnp.sum(w), 1.0)

    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


def main():
    k = jax.random.split(jax.random.PRNGKey(0), 4)
    x = jax.random.normal(k[0], (400, 6))
    y = jnp.argmax(x[:, :3] + 0.3 * jax.random.normal(k[1], (400, 3)), -1)
    params = {"w1": jax.random.normal(k[2], (6, 32)) * 0.3, "w2": jax.random.normal(k[3], (32, 3)) * 0.3}
    opt_state = tx.init(params)
    x_val, y_val = x[300:], y[300:]
    callback, history = make_calibration_callback(x_val, y_val)
    w = jnp.zeros(300).at[:20].set(1.0)
    for rnd in range(5):
        for _ in range(5):
            params, opt_state, l = step(params, opt_state, x[:300], y[:300], w)
        p = jax.nn.softmax(logits(params, x[:300]))
        unc = jnp.where(w > 0, -1.0, 1.0 - p.max(-1))
        w = w.at[jax.lax.top_k(unc, 10)[1]].set(1.0)
        callback(rnd, lambda xs: jax.nn.softmax(logits(params, xs)))
    print(history)


if __name__ == "__main__":
    main()

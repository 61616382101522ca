import jax
import jax.numpy as jnp
import numpy as np
import optax


def loss_fn(params, x, y):
    pred = jnp.tanh(x @ params["w1"]) @ params["w2"]
    return jnp.mean((pred - y) ** 2)


grad_fn = jax.jit(jax.value_and_grad(loss_fn))


def train(params, optimizer, batches):
    opt_state = optimizer.init(params)
    for step, (x, y) in enumerate(batches):
        loss, grads = grad_fn(params, x, y)
        updates, opt_state = jax.jit(optimizer.update)(grads, opt_state, params)
        params = jax.jit(optax.apply_updates)(params, updates)
        print(f"step {step}: {float(loss):.4f}")
    return params


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 3)).astype(np.float32)
    y = (x[:, :1] * x[:, 1:2]).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (3, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 1)) * 0.3}
    optimizer = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(3e-3))
    train(params, optimizer, zip(np.split(x, 6), np.split(y, 6)))

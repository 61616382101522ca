import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

CONFIG = {"clip_norm": 1.0, "clip_window": 3, "clip_quantile": 0.9, "lr": 0.05}


def regression_loss(params, x, y):
    h = jax.nn.relu(x @ params["w1"])
    return jnp.mean((h @ params["w2"] - y) ** 2)


def clipped_step(optimizer, params, opt_state, x, y, max_norm):
    loss, grads = jax.value_and_grad(regression_loss)(params, x, y)
    norm = optax.global_norm(grads)
    scale = jnp.minimum(1.0, max_norm / (norm + 1e-6))
    grads = jax.tree_util.tree_map(lambda g: g * scale, grads)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss, norm


def adapt_clip(history, current, cfg=CONFIG):
    if len(history) < cfg["clip_window"]:
        return current
    return jnp.quantile(jnp.stack(history[-cfg["clip_window"]:]), cfg["clip_quantile"])


def main():
    optimizer = optax.adam(CONFIG["lr"])
    step = jax.jit(functools.partial(clipped_step, optimizer))
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (5, 16)), "w2": jax.random.normal(k2, (16,))}
    opt_state = optimizer.init(params)
    max_norm, norms = CONFIG["clip_norm"], []
    for it in range(7):
        x = rng.normal(size=(32, 5)).astype(np.float32)
        y = np.sin(x[:, 0]).astype(np.float32)
        params, opt_state, loss, norm = step(params, opt_state, x, y, max_norm)
        norms.append(norm)
        max_norm = adapt_clip(norms, max_norm)
        print(f"it {it}: loss={float(loss):.4f} grad_norm={float(norm):.3f} clip={float(max_norm):.3f}")


if __name__ == "__main__":
    main()

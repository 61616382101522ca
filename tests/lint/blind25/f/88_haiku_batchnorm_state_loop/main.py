import jax
import jax.numpy as jnp
import numpy as np
import optax

from net import net

# probe-card wear: predict contact resistance drift from touchdown statistics
opt = optax.adam(3e-3)


@jax.jit
def probe_train_step(params, state, opt_state, x, y):
    def loss_fn(p):
        pred, new_state = net.apply(p, state, x, True)
        return jnp.mean((pred - y) ** 2), new_state

    (loss, state), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), state, opt_state, loss


def touchdown_logs(n=256, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 8)).astype(np.float32)
    y = (0.5 * x[:, 0] + 0.2 * x[:, 1] ** 2).astype(np.float32)
    return x, y


def main():
    x, y = touchdown_logs()
    params, state = net.init(jax.random.PRNGKey(0), x[:4], True)
    opt_state = opt.init(params)
    for epoch in range(4):
        for i in range(0, 256, 32):
            params, state, opt_state, loss = probe_train_step(params, state, opt_state, x[i:i + 32], y[i:i + 32])
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()

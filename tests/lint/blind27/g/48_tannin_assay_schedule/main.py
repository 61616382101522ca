import numpy as np
import jax
import jax.numpy as jnp
import optax

schedule = optax.piecewise_constant_schedule(0.05, {40: 0.5, 80: 0.5})
tx = optax.chain(optax.clip_by_global_norm(10.0), optax.sgd(schedule, momentum=0.9))


@jax.jit
def tannin_calib_step(w, opt_state, x, y):
    def loss_fn(w):
        return jnp.mean((x @ w["coef"] + w["bias"] - y) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(w)
    upd, opt_state = tx.update(g, opt_state, w)
    return optax.apply_updates(w, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    X = jnp.asarray(rng.normal(0, 1, (128, 4)), jnp.float32)
    y = (X @ jnp.array([1.2, 0.4, -0.15, 0.08]) + 6.0).astype(jnp.float32)
    w = {"coef": jnp.zeros(4), "bias": jnp.zeros(())}
    opt_state = tx.init(w)
    for epoch in range(6):
        for _ in range(20):
            w, opt_state, loss = tannin_calib_step(w, opt_state, X, y)
        print(f"epoch {epoch}: lr {float(schedule(epoch * 20)):.4f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import optax

from sources import PARAMS, weekly_batches

opt = optax.adam(5e-3)


@jax.jit
def online_update(params, opt_state, x, y):
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        return optax.sigmoid_binary_cross_entropy(logits, y.astype(jnp.float32)).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    params = {"w": jnp.zeros(len(PARAMS)), "b": jnp.zeros(())}
    opt_state = opt.init(params)
    for week, source, x, y in weekly_batches():
        for _ in range(5):
            params, opt_state, loss = online_update(params, opt_state, x, y)
        print(f"week {week} ({source}, {x.dtype}/{y.dtype}): loss {float(loss):.4f}")


if __name__ == "__main__":
    main()

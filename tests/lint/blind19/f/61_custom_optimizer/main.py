import jax
import jax.numpy as jnp
import numpy as np
import optax

from optim import frame_warmup

tx = optax.chain(optax.clip_by_global_norm(1.0), frame_warmup(4), optax.sgd(0.1))


@jax.jit
def adapt(params, opt_state, feats, target):
    def loss_fn(p):
        return jnp.mean((feats @ p["w"] + p["b"] - target) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros((6,)), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for t in range(6):
        feats = rng.standard_normal((10, 6)).astype(np.float32)
        target = feats.sum(axis=1)
        params, opt_state, loss = adapt(params, opt_state, feats, target)
        print(t, round(float(loss), 4))


if __name__ == "__main__":
    main()

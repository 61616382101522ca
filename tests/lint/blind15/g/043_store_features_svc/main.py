import jax
import jax.numpy as jnp
import numpy as np
import optax

from features import build_features, synthetic_rows

optimizer = optax.sgd(1e-3)


def predict(params, feats):
    h = params["price"] * feats["price"] + feats["dow"] @ params["dow"]
    if "promo" in feats:
        h = h + feats["promo"][:, 0] * params["promo"]
    return h


@jax.jit
def update(params, opt_state, feats, target):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((predict(p, feats) - target) ** 2))(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(3)
    params = {"price": jnp.float32(0.0), "dow": jnp.zeros(7), "promo": jnp.float32(0.0)}
    opt_state = optimizer.init(params)
    for step in range(8):
        rows = synthetic_rows(rng, 32)
        feats = build_features(rows)
        params, opt_state, loss = update(params, opt_state, feats, rows["sales"])
        print(f"step {step} loss {float(loss):.2f} keys {sorted(feats)}")


if __name__ == "__main__":
    main()

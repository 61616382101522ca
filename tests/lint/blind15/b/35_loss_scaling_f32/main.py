import jax
import jax.numpy as jnp
import numpy as np
import optax

from precision import DynamicScale, unscale_and_check

VOCAB, DIM = 40, 16
tx = optax.adam(1e-3)
MIN_SCALE = jnp.float32(1.0)


def lm_loss(params, tokens):
    h = params["embed"][tokens[:, :-1]].astype(jnp.bfloat16)
    logits = (jnp.tanh(h) @ params["out"].astype(jnp.bfloat16)).astype(jnp.float32)
    return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()


@jax.jit
def train_step(params, opt_state, tokens, scale):
    loss, grads = jax.value_and_grad(lambda p: lm_loss(p, tokens) * scale)(params)
    grads, finite = unscale_and_check(grads, scale)
    updates, new_opt_state = tx.update(grads, opt_state)
    new_params = optax.apply_updates(params, updates)
    params = jax.tree_util.tree_map(lambda a, b: jnp.where(finite, a, b), new_params, params)
    opt_state = jax.tree_util.tree_map(lambda a, b: jnp.where(finite, a, b), new_opt_state, opt_state)
    new_scale = jnp.where(finite, scale, jnp.maximum(scale / 2.0, MIN_SCALE))
    return params, opt_state, loss / scale, finite, new_scale


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
              "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}
    opt_state = tx.init(params)
    scaler = DynamicScale()
    rng = np.random.default_rng(0)
    for step in range(4):
        tokens = rng.integers(0, VOCAB, (4, 12)).astype(np.int32)
        params, opt_state, loss, finite, new_scale = train_step(params, opt_state, tokens, scaler.scale)
        scaler.adjust(finite, new_scale)
        print(step, float(loss), float(scaler.scale))


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import lr_multiplier

tx = optax.adam(1e-2)


@jax.jit
def scaled_adam_step(params, opt_state, tokens, lr_mult):
    def loss_fn(p):
        logits = p["emb"][tokens[:, :-1]] @ p["emb"].T
        return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state, params)
    updates = jax.tree_util.tree_map(lambda u: lr_mult * u, updates)
    return optax.apply_updates(params, updates), opt_state, loss


rng = np.random.default_rng(0)
params = {"emb": jnp.asarray(rng.normal(size=(20, 8)) * 0.1, jnp.float32)}
opt_state = tx.init(params)
for step in range(1, 7):
    tokens = rng.integers(0, 20, size=(4, 9))
    params, opt_state, loss = scaled_adam_step(params, opt_state, tokens, lr_multiplier(step, 3))
    print(step, float(loss))

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import EssayQualityNet

tx = optax.adam(1e-2)


@eqx.filter_jit
def essay_train_step(model, opt_state, tokens, y, key):
    keys = jax.random.split(key, tokens.shape[0])

    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(tokens, keys) - y) ** 2)
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    u, opt_state = tx.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, u), opt_state, loss


@eqx.filter_jit
def essay_eval(model, tokens, y):
    return jnp.mean((jax.vmap(model)(tokens) - y) ** 2)


rng = np.random.default_rng(0)
tok = rng.integers(0, 200, (96, 30)).astype(np.int32)
y = (tok[:, :3].mean(1) / 100).astype(np.float32)
model = EssayQualityNet(200, 16, jax.random.PRNGKey(0))
opt_state = tx.init(eqx.filter(model, eqx.is_array))
key = jax.random.PRNGKey(1)
for epoch in range(4):
    key, sub = jax.random.split(key)
    model, opt_state, loss = essay_train_step(model, opt_state, tok[:64], y[:64], sub)
    eval_model = eqx.nn.inference_mode(model)
    print(epoch, float(loss), float(essay_eval(eval_model, tok[64:], y[64:])))

import itertools
from functools import partial

import jax
import jax.numpy as jnp
import optax


def lm_loss(params, tokens):
    emb = params["embed"][tokens[:, :-1]]
    logits = emb @ params["out"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()


@partial(jax.jit, static_argnums=(0,))
def update(optimizer, params, opt_state, tokens):
    loss, grads = jax.value_and_grad(lm_loss)(params, tokens)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def init_params(key, vocab=40, dim=8):
    k1, k2 = jax.random.split(key)
    return {"embed": 0.1 * jax.random.normal(k1, (vocab, dim)),
            "out": 0.1 * jax.random.normal(k2, (dim, vocab))}


tokens = jax.random.randint(jax.random.PRNGKey(9), (4, 12), 0, 40)
results = {}
for lr, wd in itertools.product([1e-3, 3e-3], [0.0, 0.01]):
    optimizer = optax.adamw(lr, weight_decay=wd)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    for _ in range(2):
        params, opt_state, loss = update(optimizer, params, opt_state, tokens)
    results[(lr, wd)] = float(loss)
print(min(results, key=results.get))

import jax
import jax.numpy as jnp
import optax

from data import make_split, minibatches

tx = optax.adam(0.05)


def logits(w, b):
    feats = jnp.concatenate([jnp.log1p(b.clicks), jnp.log1p(b.minutes)], axis=1)
    return feats @ w["w"] + w["b"]


@jax.jit
def engagement_step(w, opt_state, batch):
    loss, g = jax.value_and_grad(lambda w: optax.sigmoid_binary_cross_entropy(logits(w, batch), batch.label).mean())(w)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, u), opt_state, loss


@jax.jit
def engagement_eval(w, batch):
    return jnp.mean((logits(w, batch) > 0) == (batch.label > 0.5))


train, val = make_split(320, 0), make_split(64, 1)
w = {"w": jnp.zeros(28), "b": jnp.zeros(())}
opt_state = tx.init(w)
for epoch in range(4):
    for batch in minibatches(train, 64):
        w, opt_state, loss = engagement_step(w, opt_state, batch)
    print(epoch, float(loss), float(engagement_eval(w, val)))

from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax


def curve_loss(params, bucket_feats, shares):
    logits = bucket_feats @ params["w"] + params["b"]
    pred = jax.nn.softmax(logits, axis=-1)
    return -jnp.mean(jnp.sum(shares * jnp.log(pred + 1e-9), axis=-1))


@partial(jax.jit, static_argnames=("tx",))
def train_step(params, opt_state, feats, shares, tx):
    loss, g = jax.value_and_grad(curve_loss)(params, feats, shares)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


N_DAYS, N_BUCKETS, F = 64, 26, 4
rng = np.random.default_rng(93)
t = np.linspace(0, 1, N_BUCKETS)
base = np.stack([np.ones_like(t), t, t ** 2, np.abs(t - 0.5)], axis=1).astype(np.float32)
feats = np.broadcast_to(base, (N_DAYS, N_BUCKETS, F)).copy()
raw = np.exp(1.5 * (t - 0.5) ** 2 * 4 + rng.normal(0, 0.1, (N_DAYS, N_BUCKETS)))
shares = (raw / raw.sum(1, keepdims=True)).astype(np.float32)

params = {"w": jnp.zeros(F), "b": jnp.zeros(())}
STEPS_PER_EPOCH = N_DAYS // 16
schedule = optax.exponential_decay(0.5, transition_steps=STEPS_PER_EPOCH, decay_rate=0.7, staircase=True)
tx = optax.sgd(schedule, momentum=0.9)
opt_state = tx.init(params)
for epoch in range(5):
    for start in range(0, N_DAYS, 16):
        params, opt_state, loss = train_step(params, opt_state, feats[start:start + 16],
                                             shares[start:start + 16], tx=tx)
    print(epoch, float(loss))

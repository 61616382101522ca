import haiku as hk
import jax
import jax.numpy as jnp

def claim_reader(ids):
    emb = hk.Embed(400, 16)(ids)
    lstm = hk.LSTM(16)
    outs, _ = hk.dynamic_unroll(lstm, jnp.swapaxes(emb, 0, 1), lstm.initial_state(ids.shape[0]))
    return hk.Linear(2)(outs[-1])

reader = hk.without_apply_rng(hk.transform(claim_reader))

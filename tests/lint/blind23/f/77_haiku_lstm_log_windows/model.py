import haiku as hk
import jax
import jax.numpy as jnp


def pitch_predictor(x):
    core = hk.LSTM(32)
    out, _ = hk.dynamic_unroll(core, x, core.initial_state(x.shape[1]), time_major=True)
    return hk.Linear(2)(out)


predictor = hk.without_apply_rng(hk.transform(pitch_predictor))

import haiku as hk
import jax


def gesture_lstm(x):
    core = hk.LSTM(32)
    out, _ = hk.dynamic_unroll(core, x, core.initial_state(x.shape[1]), time_major=True)
    return hk.Linear(7)(out[-1])


gesture_model = hk.without_apply_rng(hk.transform(gesture_lstm))

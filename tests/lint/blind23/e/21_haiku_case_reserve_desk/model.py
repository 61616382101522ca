import haiku as hk
import jax


def severity_fn(x):
    h = hk.nets.MLP([32, 16])(x)
    h = jax.nn.relu(h)
    return hk.Linear(1)(h)[:, 0]


severity_net = hk.without_apply_rng(hk.transform(severity_fn))


def predict_log_severity(params, x):
    return severity_net.apply(params, x)

import jax

from model import build_chw_model


def predict_site(params, x, n_hidden=16):
    net = build_chw_model(n_hidden)

    def chw_flow(params, x):
        return net.apply(params, x)

    return jax.jit(chw_flow)(params, x)
